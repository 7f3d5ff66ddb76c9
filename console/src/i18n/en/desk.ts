import type zh from '../zh/desk';
import type { Texts } from '../texts';

export default {
  notice: {
    title: 'Notices',
    fields: { title: 'Title', category: 'Category', releaseTime: 'Released', content: 'Content' },
  },
} satisfies Texts<typeof zh>;
