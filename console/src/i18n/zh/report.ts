// 报表管理: UReport files.
export default {
  reportFiles: {
    title: '报表列表',
    fields: {},
  },
};
