// 资源管理 (features/files-messages): attachments, object storage, SMS and voice configurations, message templates.
const config = { accessKey: '访问Key', secretKey: '密钥Key', regionId: '地域ID', phone: '手机号', phones: '手机号', params: '模板参数 (JSON)' };

export default {
  attach: {
    title: '附件管理',
    fields: { link: '附件地址', domain: '附件域名', name: '附件名称', originalName: '附件原名', extension: '附件拓展名', attachSize: '附件大小', file: '附件' },
  },
  oss: {
    title: '对象存储',
    fields: { ...config, category: '存储分类', ossCode: '资源编号', endpoint: '资源地址', bucketName: '空间名', appId: '应用ID', region: '地域简称' },
    options: { category: { '1': 'MinIO', '2': '七牛云', '3': '阿里云', '4': '腾讯云' } },
  },
  sms: {
    title: '短信配置',
    fields: { ...config, category: '短信服务商', smsCode: '资源编号', templateId: '模板ID', signName: '短信签名' },
    options: { category: { '1': '云片', '2': '七牛云', '3': '阿里云', '4': '腾讯云' } },
    rules: { params: '请输入模板参数' },
  },
  voice: {
    title: '语音配置',
    fields: { ...config, category: '语音服务商', voiceCode: '资源编号', templateId: '语音模板ID', calledShowNumber: '外显号码' },
    options: { category: { '1': '阿里云', '2': '腾讯云' } },
    rules: { params: '请输入模板参数' },
  },
  messageTemplate: {
    title: '消息模板',
    fields: {
      templateName: '模板名称', templateCode: '模板编号', templateType: '模板类型', channelCode: '发送通道编号', templateContent: '模板内容',
      templateParams: '模板参数', remark: '备注', status: '状态', receivers: '接收人 (逗号分隔)', params: '模板参数 (JSON)', tenantIds: '接收租户',
    },
    options: { templateType: { '1': '短信', '2': '语音', '3': '站内信' } },
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
