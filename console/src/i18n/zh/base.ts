// 基础配置: administrative regions.
export default {
  region: {
    title: '行政区划',
    fields: { name: '区划名称', code: '区划编号', parentCode: '父区划编号', regionLevel: '层级' },
    options: { regionLevel: { '1': '省份', '2': '地市', '3': '区县', '4': '乡镇', '5': '村委' } },
  },
};
