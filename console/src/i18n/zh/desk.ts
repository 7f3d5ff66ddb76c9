// 办公管理: notices.
export default {
  notice: {
    title: '通知公告',
    fields: {},
  },
};
