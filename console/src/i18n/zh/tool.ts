// 研发工具: the code generator and datasources.
export default {
  code: {
    title: '代码生成',
    fields: {},
    actions: { genCode: '代码生成', copy: '复制' },
    confirms: { genCode: '是否生成选中模块的代码?' },
  },
  datasource: {
    title: '数据源管理',
    fields: {},
  },
};
