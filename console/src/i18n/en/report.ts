import type zh from '../zh/report';
import type { Texts } from '../texts';

export default {
  reportFiles: {
    title: 'Reports',
    fields: { name: 'File name' },
  },
} satisfies Texts<typeof zh>;
