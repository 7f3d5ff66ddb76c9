import type zh from '../zh/files';
import type { Texts } from '../texts';

const config = {
  phone: 'Phone',
  phones: 'Phone',
  params: 'Template params (JSON)',
};

export default {
  attach: {
    title: 'Attachments',
    fields: {
      attachSize: 'Size',
      file: 'File',
    },
  },
  oss: {
    title: 'Object storage',
    fields: {
      ...config,
    },
  },
  sms: {
    title: 'SMS',
    fields: { ...config },
    rules: { params: 'please enter template params' },
  },
  voice: {
    title: 'Voice',
    fields: { ...config },
    rules: { params: 'please enter template params' },
  },
  messageTemplate: {
    title: 'Message templates',
    fields: {
      receivers: 'Receivers (comma-separated)',
      params: 'Template params (JSON)',
      tenantIds: 'Tenants',
    },
    rules: { receivers: 'please enter receivers', tenantIds: 'please select tenants' },
    actions: { send: 'Send message', tenantSend: 'Send to tenants' },
    paramsNotJson: 'template params must be a JSON object, such as {"orderNo": "SO001"}',
  },
  actions: {
    upload: 'Upload',
    uploaded: 'uploaded successfully',
    download: 'Download',
    downloadStarted: 'download started',
    enable: 'Enable',
    enableConfirm: 'enable this configuration?',
    disable: 'Disable',
    disableConfirm: 'disable this configuration?',
    send: 'Send',
    sent: 'sent successfully',
  },
} satisfies Texts<typeof zh>;
