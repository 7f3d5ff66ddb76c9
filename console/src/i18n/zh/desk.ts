// 办公管理: notices.
export default {
  notice: {
    title: '通知公告',
    fields: { title: '通知标题', category: '通知类型', releaseTime: '通知时间', content: '通知内容' },
  },
};
