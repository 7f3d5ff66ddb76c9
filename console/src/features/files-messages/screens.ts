import { defineResource, allCaps, permissionsOf, type ActionDef, type Row } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col, enableStates, opts, readOnly } from '@/resources/columns';
import { enter, choose, formSchema } from '@/resources/rules';
import { http } from '@/resources/data';

const status = col('status', '状态', 'Status', { type: 'select', options: enableStates, width: 90, ...readOnly });
const secret = { hide: true } as const;

// BladeX guards an SMS config's enable and disable with the one code sms_enable.
function toggleActions(path: string, code: string, withDisable: boolean, disableCode = `${code}_disable`): ActionDef[] {
  const list: ActionDef[] = [
    {
      name: 'enable', scope: 'row', label: { zh: '启用', en: 'Enable' }, permission: `${code}_enable`,
      confirm: { zh: '是否确定启用这条配置?', en: 'enable this configuration?' },
      visible: (r: Row) => Number(r.status) !== 1,
      run: ({ row }) => http.post(`${path}/enable`, { query: { id: row?.id } }),
    },
  ];
  if (withDisable)
    list.push({
      name: 'disable', scope: 'row', label: { zh: '停用', en: 'Disable' }, permission: disableCode,
      confirm: { zh: '是否确定停用这条配置?', en: 'disable this configuration?' },
      visible: (r: Row) => Number(r.status) === 1,
      run: ({ row }) => http.post(`${path}/disable`, { query: { id: row?.id } }),
    });
  return list;
}

/** A "send" operation (SMS: phones; voice: phone) with JSON template params. */
function sendAction(path: string, codeField: string, phoneParam: 'phones' | 'phone', permission: string): ActionDef {
  return {
    name: 'send', scope: 'row', label: { zh: '发送', en: 'Send' }, permission,
    success: { zh: '发送成功', en: 'sent successfully' },
    form: {
      width: 560,
      columns: [
        col(phoneParam, '手机号', 'Phone', {}),
        col('params', '模板参数 (JSON)', 'Template params (JSON)', { type: 'textarea' }),
      ],
      schema: (lang) => formSchema(lang, { [phoneParam]: enter('手机号', 'phone'), params: enter('模板参数', 'template params') }),
      initial: () => ({ [phoneParam]: '', params: '{"code":"1234"}' }),
    },
    run: ({ row, values }) => http.post(`${path}/endpoint/send-message`, { query: { code: row?.[codeField], [phoneParam]: values?.[phoneParam], params: values?.params } }),
  };
}

export const attach = defineResource({
  menuPath: '/resource/attach', title: { zh: '附件管理', en: 'Attachments' }, path: '/blade-resource/attach', entity: 'Attach',
  columns: [
    col('link', '附件地址', 'Link', { width: 300 }),
    col('domainUrl', '附件域名', 'Domain', { width: 200 }),
    col('name', '附件名称', 'Name', { search: true, width: 220 }),
    col('originalName', '附件原名', 'Original name', { search: true, width: 180 }),
    col('extension', '附件拓展名', 'Extension', { search: true, width: 100 }),
    col('attachSize', '附件大小', 'Size', { width: 100, format: (v) => (typeof v === 'number' && v >= 0 ? `${(v / 1024).toFixed(1)} KB` : '') }),
  ],
  // BladeX's attachment page: attach_upload, attach_download, attach_delete (no view or edit).
  capabilities: { add: false, edit: false, remove: true, view: false, export: true, batchRemove: true },
  permissions: { remove: 'attach_delete' },
  actions: [
    {
      // put-file stores the file and records the attachment (spec §7 upload).
      name: 'upload', scope: 'toolbar', label: { zh: '上传', en: 'Upload' }, permission: 'attach_upload',
      success: { zh: '上传成功', en: 'uploaded successfully' },
      form: {
        width: 520,
        columns: [col('link', '附件', 'File', { type: 'upload', upload: { accept: ['image/jpeg', 'image/png', 'application/pdf', 'text/plain'], maxKb: 10240 } })],
        schema: (lang) => formSchema(lang, { link: choose('附件', 'file') }),
        initial: () => ({ link: '' }),
      },
      run: async () => undefined, // the file was stored when it was picked
    },
    {
      // The file lives in object storage: a plain download of its link, never a script URL.
      name: 'download', scope: 'row', label: { zh: '下载', en: 'Download' }, permission: 'attach_download',
      visible: (r: Row) => /^https?:\/\//i.test(String(r.link ?? '')),
      success: { zh: '已开始下载', en: 'download started' },
      run: async ({ row }) => {
        const a = document.createElement('a');
        a.href = String(row?.link);
        a.download = String(row?.originalName ?? '');
        a.rel = 'noopener';
        a.target = '_blank';
        a.click();
      },
    },
  ],
});

export const oss = defineResource({
  menuPath: '/resource/oss', title: { zh: '对象存储', en: 'Object storage' }, path: '/blade-resource/oss', entity: 'Oss',
  columns: [
    col('category', '存储分类', 'Category', { type: 'select', options: opts({ '1': 'MinIO', '2': '七牛云', '3': '阿里云', '4': '腾讯云' }), search: true, width: 110 }),
    col('ossCode', '资源编号', 'Code', { search: true, width: 140 }),
    col('endpoint', '资源地址', 'Endpoint', { width: 220 }),
    col('bucketName', '空间名', 'Bucket', { search: true, width: 140 }),
    col('accessKey', '访问Key', 'Access key', { width: 160 }),
    col('secretKey', '密钥Key', 'Secret key', secret),
    col('appId', '应用ID', 'App id', secret),
    col('region', '地域简称', 'Region', secret),
    col('remark', '备注', 'Remark', { width: 160 }),
    status,
  ],
  form: (lang) => formSchema(lang, { category: choose('存储分类', 'category'), ossCode: enter('资源编号', 'code'), endpoint: enter('资源地址', 'endpoint'), bucketName: enter('空间名', 'bucket'), accessKey: enter('访问Key', 'access key'), secretKey: enter('密钥Key', 'secret key') }),
  capabilities: allCaps, permissions: permissionsOf('oss'), menuWidth: 260,
  actions: toggleActions('/blade-resource/oss', 'oss', false),
});

export const sms = defineResource({
  menuPath: '/resource/sms', title: { zh: '短信配置', en: 'SMS' }, path: '/blade-resource/sms', entity: 'Sms',
  columns: [
    col('category', '短信服务商', 'Provider', { type: 'select', options: opts({ '1': '云片', '2': '七牛云', '3': '阿里云', '4': '腾讯云' }), search: true, width: 110 }),
    col('smsCode', '资源编号', 'Code', { search: true, width: 140 }),
    col('templateId', '模板ID', 'Template', { search: true, width: 140 }),
    col('accessKey', '访问Key', 'Access key', { width: 160 }),
    col('secretKey', '密钥Key', 'Secret key', secret),
    col('regionId', '地域ID', 'Region', secret),
    col('signName', '短信签名', 'Signature', { width: 120 }),
    col('remark', '备注', 'Remark', { width: 160 }),
    status,
  ],
  form: (lang) => formSchema(lang, { category: choose('短信服务商', 'provider'), smsCode: enter('资源编号', 'code'), templateId: enter('模板ID', 'template'), accessKey: enter('访问Key', 'access key'), signName: enter('短信签名', 'signature') }),
  capabilities: allCaps, permissions: permissionsOf('sms'), menuWidth: 300,
  actions: [...toggleActions('/blade-resource/sms', 'sms', true, 'sms_enable'), sendAction('/blade-resource/sms', 'smsCode', 'phones', 'sms_edit')],
});

export const voice = defineResource({
  menuPath: '/resource/voice', title: { zh: '语音配置', en: 'Voice' }, path: '/blade-resource/voice', entity: 'Voice',
  columns: [
    col('category', '语音服务商', 'Provider', { type: 'select', options: opts({ '1': '阿里云', '2': '腾讯云' }), search: true, width: 110 }),
    col('voiceCode', '资源编号', 'Code', { search: true, width: 140 }),
    col('templateId', '语音模板ID', 'Template', { search: true, width: 140 }),
    col('accessKey', '访问Key', 'Access key', { width: 160 }),
    col('secretKey', '密钥Key', 'Secret key', secret),
    col('regionId', '地域ID', 'Region', secret),
    col('calledShowNumber', '外显号码', 'Caller number', { width: 130 }),
    col('remark', '备注', 'Remark', { width: 160 }),
    status,
  ],
  form: (lang) => formSchema(lang, { category: choose('语音服务商', 'provider'), voiceCode: enter('资源编号', 'code'), templateId: enter('语音模板ID', 'template'), accessKey: enter('访问Key', 'access key') }),
  capabilities: allCaps, permissions: permissionsOf('voice'), menuWidth: 300,
  actions: [...toggleActions('/blade-resource/voice', 'voice', true), sendAction('/blade-resource/voice', 'voiceCode', 'phone', 'voice_edit')],
});

export const screens: ScreenEntry[] = [attach, oss, sms, voice];
