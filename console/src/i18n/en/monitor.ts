import type zh from '../zh/monitor';
import type { Texts } from '../texts';

const common = {
  serviceId: 'Service',
  serverHost: 'Host',
  serverIp: 'IP',
  env: 'Env',
  method: 'Method',
  requestUri: 'URI',
  createTime: 'Time',
};

export default {
  usualLog: {
    title: 'Usual logs',
    fields: { ...common, logLevel: 'Level', logId: 'Log id', logData: 'Data' },
  },
  apiLog: {
    title: 'API logs',
    fields: { ...common, title: 'Title', time: 'Time (ms)', params: 'Params' },
  },
  errorLog: {
    title: 'Error logs',
    fields: { ...common, exceptionName: 'Exception', message: 'Message', fileName: 'File', lineNumber: 'Line', stackTrace: 'Stack' },
  },
} satisfies Texts<typeof zh>;
