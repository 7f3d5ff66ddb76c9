import type zh from '../zh/base';
import type { Texts } from '../texts';

export default {
  region: {
    title: 'Regions',
    fields: { name: 'Name', code: 'Code', parentCode: 'Parent code', regionLevel: 'Level' },
    options: { regionLevel: { '1': 'Province', '2': 'City', '3': 'District', '4': 'Town', '5': 'Village' } },
  },
} satisfies Texts<typeof zh>;
