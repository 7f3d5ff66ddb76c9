import { defineMenuResource } from '@/resources/menu-leaves';
import { allCaps, type ActionDef, type ColumnDef, type Row } from '@/resources/types';
import type { ScreenEntry } from '@/resources/types';
import { col } from '@/resources/columns';
import { required } from '@/resources/rules';
import { stateButton } from '@/resources/state-operation';
import { blade } from '@/lib/blade';
import { api } from '@/lib/api';
import { i18n } from '@/i18n';

// Enable and disable are the contract's state operations (blade-resource oss/sms/voice: from/to
// states): a button shows only in the states the contract allows it from. BladeX guards an SMS
// config's enable and disable with the one code sms_enable.
const enableButton = (code: string): Pick<ActionDef, 'label' | 'permission' | 'confirm'> => ({
  label: 'files:actions.enable',
  permission: `${code}_enable`,
  confirm: 'files:actions.enableConfirm',
});
const disableButton = (permission: string): Pick<ActionDef, 'label' | 'permission' | 'confirm'> => ({
  label: 'files:actions.disable',
  permission,
  confirm: 'files:actions.disableConfirm',
});

/** Sends a config's template: the config's code, the phone number(s), the JSON template params. */
type Send = (code: string, phone: string, params: string) => Promise<unknown>;

/** A "send" operation (SMS: phones; voice: phone) with JSON template params. */
function sendAction(send: Send, codeField: string, phoneParam: 'phones' | 'phone', permission: string): ActionDef {
  return {
    name: 'send',
    scope: 'row',
    label: 'files:actions.send',
    permission,
    success: 'files:actions.sent',
    form: {
      width: 560,
      columns: [col(phoneParam), col('params', { type: 'textarea' })],
      rules: required(phoneParam, 'params'),
      initial: () => ({ [phoneParam]: '', params: '{"code":"1234"}' }),
    },
    run: ({ row, values }) => send(String(row?.[codeField]), String(values?.[phoneParam] ?? ''), String(values?.params ?? '')),
  };
}

export const attach = defineMenuResource({
  texts: 'files:attach',
  path: '/blade-resource/attach',
  entity: 'Attach',
  overlay: {
    attachSize: { format: (v) => (typeof v === 'number' && v >= 0 ? `${(v / 1024).toFixed(1)} KB` : '') },
  },
  // BladeX's attachment page: attach_upload, attach_download, attach_delete (no view or edit).
  capabilities: { add: false, edit: false, remove: true, view: false, export: true, batchRemove: true },
  actions: [
    {
      // put-file-attach stores the file and records the attachment (OssEndpoint; put-file records none).
      name: 'upload',
      scope: 'toolbar',
      label: 'files:actions.upload',
      permission: 'attach_upload',
      success: 'files:actions.uploaded',
      form: {
        width: 520,
        columns: [
          col('link', {
            label: 'files:attach.fields.file',
            type: 'upload',
            upload: { accept: ['image/jpeg', 'image/png', 'application/pdf', 'text/plain'], maxKb: 10240, attach: true },
          }),
        ],
        rules: required('link'),
        initial: () => ({ link: '' }),
      },
      run: async () => undefined, // the file was stored when it was picked
    },
    {
      // The file lives in object storage: a plain download of its link, never a script URL.
      name: 'download',
      scope: 'row',
      label: 'files:actions.download',
      permission: 'attach_download',
      visible: (r: Row) => /^https?:\/\//i.test(String(r.link ?? '')),
      success: 'files:actions.downloadStarted',
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

export const oss = defineMenuResource({
  texts: 'files:oss',
  path: '/blade-resource/oss',
  entity: 'Oss',
  capabilities: allCaps,
  menuWidth: 260,
  actions: [stateButton('/blade-resource/oss', 'enable', enableButton('oss'))],
});

export const sms = defineMenuResource({
  texts: 'files:sms',
  path: '/blade-resource/sms',
  entity: 'Sms',
  capabilities: allCaps,
  menuWidth: 300,
  actions: [
    stateButton('/blade-resource/sms', 'enable', enableButton('sms')),
    stateButton('/blade-resource/sms', 'disable', disableButton('sms_enable')),
    sendAction(
      (code, phones, params) =>
        blade.call(api.POST('/blade-resource/sms/endpoint/send-message', { params: { query: { code, phones, params } } })),
      'smsCode',
      'phones',
      'sms_edit',
    ),
  ],
});

export const voice = defineMenuResource({
  texts: 'files:voice',
  path: '/blade-resource/voice',
  entity: 'Voice',
  capabilities: allCaps,
  menuWidth: 300,
  actions: [
    stateButton('/blade-resource/voice', 'enable', enableButton('voice')),
    stateButton('/blade-resource/voice', 'disable', disableButton('voice_disable')),
    sendAction(
      (code, phone, params) =>
        blade.call(api.POST('/blade-resource/voice/endpoint/send-message', { params: { query: { code, phone, params } } })),
      'voiceCode',
      'phone',
      'voice_edit',
    ),
  ],
});

/** A template's params as the JSON object its placeholders take: {"orderNo": "", "technician": ""}. */
const paramsTemplate = (row: Row | undefined) =>
  JSON.stringify(
    Object.fromEntries(
      String(row?.templateParams ?? '')
        .split(',')
        .map((p) => p.trim())
        .filter(Boolean)
        .map((p) => [p, '']),
    ),
  );

/** The params box as a JSON object; anything else is refused in the dialog (the typed values stay). */
function paramsObject(text: unknown): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(String(text || '{}'));
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through to the message
  }
  throw new Error(i18n.t('files:messageTemplate.paramsNotJson'));
}

/** Sends a message template (its code) with the params the dialog gives: to receivers, or to tenants' users. */
function templateSend(
  name: 'send' | 'tenantSend',
  permission: string,
  target: ColumnDef,
  post: (code: string, target: string, params: Record<string, unknown>) => Promise<unknown>,
): ActionDef {
  return {
    name,
    scope: 'row',
    label: `files:messageTemplate.actions.${name}`,
    permission,
    visible: (row) => String(row.status) === '1', // a disabled template sends nothing
    success: 'files:actions.sent',
    form: {
      width: 600,
      columns: [target, col('params', { type: 'textarea' })],
      rules: required(target.prop),
      initial: ({ row }) => ({ [target.prop]: '', params: paramsTemplate(row) }),
    },
    run: ({ row, values }) => post(String(row?.templateCode), String(values?.[target.prop] ?? ''), paramsObject(values?.params)),
  };
}

export const messageTemplate = defineMenuResource({
  texts: 'files:messageTemplate',
  path: '/blade-system/message-template',
  entity: 'SysMessageTemplate',
  capabilities: allCaps,
  menuWidth: 380,
  actions: [
    stateButton('/blade-system/message-template', 'enable', enableButton('message_template')),
    stateButton('/blade-system/message-template', 'disable', disableButton('message_template_disable')),
    templateSend('send', 'message_template_send', col('receivers', { type: 'textarea' }), (templateCode, receivers, params) =>
      blade.call(api.POST('/blade-system/message-template/sendMessage', { body: { templateCode, receivers, params } })),
    ),
    // BladeX's tenant templates: the same template to every user of the picked tenants.
    templateSend(
      'tenantSend',
      'message_template_tenant_send',
      col('tenantIds', {
        type: 'select',
        multiple: true,
        remote: { url: '/blade-system/tenant/select', labelKey: 'tenantName', valueKey: 'tenantId' },
      }),
      (templateCode, tenantIds, params) =>
        blade.call(api.POST('/blade-system/tenant-template/send', { body: { tenantIds, templateCode, params } })),
    ),
  ],
});

export const screens: ScreenEntry[] = [attach, oss, sms, voice, messageTemplate];
