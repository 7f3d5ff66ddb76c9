// 日志管理: the usual, API and error logs (read-only).
const common = {
  serviceId: '服务ID',
  serverHost: '服务器名',
  serverIp: '服务器IP',
  env: '系统环境',
  method: '请求方法',
  requestUri: '请求地址',
  createTime: '日志时间',
};

export default {
  usualLog: {
    title: '通用日志',
    fields: { ...common, logLevel: '日志级别', logId: '日志业务ID', logData: '日志数据' },
  },
  apiLog: {
    title: '接口日志',
    fields: { ...common, title: '日志标题', time: '执行时间', params: '操作提交的数据' },
  },
  errorLog: {
    title: '错误日志',
    fields: { ...common, exceptionName: '异常名', message: '异常信息', fileName: '文件名', lineNumber: '代码行数', stackTrace: '堆栈' },
  },
};
