// 基础配置: administrative regions.
export default {
  region: {
    title: '行政区划',
    actions: { import: '导入', export: '导出', template: '模板下载' },
    fields: { file: '模板上传', isCovered: '数据覆盖' },
    options: { isCovered: { '0': '否', '1': '是' } },
  },
};
