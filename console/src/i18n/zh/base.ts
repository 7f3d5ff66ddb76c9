// 基础配置: administrative regions.
export default {
  region: {
    title: '行政区划',
    actions: { import: '导入', export: '导出', template: '模板下载' },
    fields: { file: '模板上传', isCovered: '数据覆盖' },
    options: { regionLevel: { '1': '省份', '2': '地市', '3': '区县', '4': '乡镇', '5': '村委' }, isCovered: { '0': '否', '1': '是' } },
  },
};
