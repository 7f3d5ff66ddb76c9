import type zh from '../zh/tool';
import type { Texts } from '../texts';

export default {
  code: {
    title: 'Code generator',
    fields: {
      datasourceId: 'Datasource',
      codeName: 'Module',
      serviceName: 'Service',
      tableName: 'Table',
      tablePrefix: 'Prefix',
      pkName: 'Key',
      packageName: 'Package',
      baseMode: 'Base mode',
      wrapMode: 'Wrapper mode',
      apiPath: 'API path',
      webPath: 'Web path',
    },
    actions: { genCode: 'Generate', copy: 'Copy' },
    confirms: { genCode: 'generate the code of the selected modules?' },
  },
  datasource: {
    title: 'Datasources',
    fields: { name: 'Name', driverClass: 'Driver', url: 'URL', username: 'User', password: 'Password' },
  },
} satisfies Texts<typeof zh>;
