import type zh from '../zh/monitor';
import type { Texts } from '../texts';

const common = {
  createTime: 'Time',
};

export default {
  usualLog: {
    title: 'Usual logs',
    fields: { ...common },
  },
  apiLog: {
    title: 'API logs',
    fields: { ...common, time: 'Time (ms)' },
  },
  errorLog: {
    title: 'Error logs',
    fields: { ...common },
  },
} satisfies Texts<typeof zh>;
