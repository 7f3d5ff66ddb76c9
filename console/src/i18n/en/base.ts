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
    options: {
      regionLevel: { '1': 'Province', '2': 'City', '3': 'District', '4': 'Town', '5': 'Village' },
      isCovered: { '0': 'No', '1': 'Yes' },
    },
  },
} satisfies Texts<typeof zh>;
