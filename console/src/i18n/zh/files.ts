// 资源管理 (features/files-messages): attachments, object storage, SMS and voice configurations, message templates.
const config = {
  phone: '手机号',
  phones: '手机号',
  params: '模板参数 (JSON)',
};

export default {
  attach: {
    title: '附件管理',
    fields: {
      attachSize: '附件大小',
      file: '附件',
    },
  },
  oss: {
    title: '对象存储',
    fields: {
      ...config,
    },
  },
  sms: {
    title: '短信配置',
    fields: { ...config },
    rules: { params: '请输入模板参数' },
  },
  voice: {
    title: '语音配置',
    fields: { ...config },
    rules: { params: '请输入模板参数' },
  },
  messageTemplate: {
    title: '消息模板',
    fields: {
      receivers: '接收人 (逗号分隔)',
      params: '模板参数 (JSON)',
      tenantIds: '接收租户',
    },
    rules: { receivers: '请输入接收人', tenantIds: '请选择接收租户' },
    actions: { send: '发送消息', tenantSend: '发送给租户' },
    paramsNotJson: '模板参数须为 JSON 对象, 如 {"orderNo": "SO001"}',
  },
  actions: {
    upload: '上传',
    uploaded: '上传成功',
    download: '下载',
    downloadStarted: '已开始下载',
    enable: '启用',
    enableConfirm: '是否确定启用这条配置?',
    disable: '停用',
    disableConfirm: '是否确定停用这条配置?',
    send: '发送',
    sent: '发送成功',
  },
};
