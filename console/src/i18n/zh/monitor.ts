// 日志管理: the usual, API and error logs (read-only).
const common = {
  createTime: '日志时间',
};

export default {
  usualLog: {
    title: '通用日志',
    fields: { ...common },
  },
  apiLog: {
    title: '接口日志',
    fields: { ...common, time: '执行时间' },
  },
  errorLog: {
    title: '错误日志',
    fields: { ...common },
  },
};
