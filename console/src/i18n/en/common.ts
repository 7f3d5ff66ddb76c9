import type zh from '../zh/common';
import type { Texts } from '../texts';

export default {
  title: 'Dasha Smart Manufacturing',
  ok: 'OK',
  cancel: 'Cancel',
  tip: 'Notice',
  close: 'Close',
  save: 'Save',
  submit: 'Submit',
  loading: 'Loading',
  expandAll: 'Expand all',
  collapseAll: 'Collapse all',
  refresh: 'Refresh',
  back: 'Back to home',
  noData: 'No data',
  languages: {
    zh: '中文',
    en: 'English',
  },
  errors: {
    notFound: 'Sorry, the page you visited does not exist',
    forbidden: 'Sorry, you are not allowed to access this page',
    serverError: 'Sorry, the server reported an error',
    appUpdatedTitle: 'Application updated',
    appUpdated: 'New version detected, please refresh the page to get the latest features',
    boundary: 'Something went wrong on this page',
    retry: 'Retry',
  },
} satisfies Texts<typeof zh>;
