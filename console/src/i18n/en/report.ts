import type zh from '../zh/report';
import type { Texts } from '../texts';

export default {
  reportFiles: {
    title: 'Reports',
    fields: {},
  },
} satisfies Texts<typeof zh>;
