import type zh from '../zh/base';
import type { Texts } from '../texts';

export default {
  region: {
    title: 'Regions',
    actions: { import: 'Import', export: 'Export', template: 'Download template' },
    fields: {
      file: 'Sheet (.xlsx)',
      isCovered: 'Overwrite existing',
    },
    options: { isCovered: { '0': 'No', '1': 'Yes' } },
  },
} satisfies Texts<typeof zh>;
