// What the sign-in page, the shell and every page share; the spec's texts exactly.
export default {
  title: '大鲨智造',
  ok: '确定',
  cancel: '取消',
  tip: '提示',
  close: '关闭',
  save: '保存',
  submit: '提交',
  loading: '加载中',
  expandAll: '展开全部',
  collapseAll: '折叠全部',
  refresh: '刷新',
  back: '返回首页',
  noData: '暂无数据',
  languages: {
    zh: '中文',
    en: 'English',
  },
  errors: {
    notFound: '抱歉，您访问的页面不存在',
    forbidden: '抱歉，您无权访问该页面',
    serverError: '抱歉，服务器出错了',
    appUpdatedTitle: '应用更新',
    appUpdated: '检测到新版本，请刷新页面以获取最新功能',
    boundary: '页面出错了',
    retry: '重试',
  },
};
