import type zh from '../zh/tool';
import type { Texts } from '../texts';

export default {
  code: {
    title: 'Code generator',
    fields: {},
    actions: { genCode: 'Generate', copy: 'Copy' },
    confirms: { genCode: 'generate the code of the selected modules?' },
  },
  datasource: {
    title: 'Datasources',
    fields: {},
  },
} satisfies Texts<typeof zh>;
