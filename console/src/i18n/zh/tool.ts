// 研发工具: the code generator and datasources.
export default {
  code: {
    title: '代码生成',
    fields: {
      datasourceId: '数据源',
      codeName: '模块名称',
      serviceName: '服务名称',
      tableName: '表名',
      tablePrefix: '表前缀',
      pkName: '主键名',
      packageName: '后端包名',
      baseMode: '基础业务模式',
      wrapMode: '包装器模式',
      apiPath: '后端生成路径',
      webPath: '前端生成路径',
    },
    actions: { genCode: '代码生成', copy: '复制' },
    confirms: { genCode: '是否生成选中模块的代码?' },
  },
  datasource: {
    title: '数据源管理',
    fields: { name: '数据源名称', driverClass: '驱动类', url: '连接地址', username: '用户名', password: '密码' },
  },
};
