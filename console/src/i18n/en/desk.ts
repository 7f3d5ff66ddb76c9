import type zh from '../zh/desk';
import type { Texts } from '../texts';

export default {
  notice: {
    title: 'Notices',
    fields: {},
  },
} satisfies Texts<typeof zh>;
