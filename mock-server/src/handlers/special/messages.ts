// Sending a message template (blade-system message-template/sendMessage, tenant-template/send):
// the template is the caller's tenant's, enabled (status 1), its params a JSON object; a tenant
// send names existing tenants (only the platform administrator makes it: auth/permissions.ts).
// Nothing is delivered: the sandbox answers as BladeX does once the message is queued.
import type { Row } from '../../store.ts';
import { badRequest, MSG, status } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { findVisibleBy, required } from '../common.ts';

function enabledTemplate(c: Call): Row {
  const code = required(c, 'templateCode');
  const template = findVisibleBy(c, c.state.resources.get('blade-system/message-template')!, 'templateCode', code);
  if (!template) throw badRequest(MSG.notFound);
  if (String(template.status) !== '1') throw badRequest(`${MSG.badState}: 消息模板已停用`);
  const params = (c.body as Row | undefined)?.params;
  if (params !== undefined && (params === null || typeof params !== 'object' || Array.isArray(params)))
    throw badRequest('参数错误: params');
  return template;
}

const sendMessage: Handler = (c) => {
  enabledTemplate(c);
  required(c, 'receivers');
  return status(true);
};

const tenantSend: Handler = (c) => {
  enabledTemplate(c);
  const ids = required(c, 'tenantIds')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const known = new Set(c.state.store.rows('*', '@Tenant').map((t) => String(t.tenantId)));
  if (ids.some((id) => !known.has(id))) throw badRequest(MSG.notFound);
  return status(true);
};

export const messageSpecials: Record<string, Handler> = {
  'POST /blade-system/message-template/sendMessage': sendMessage,
  'POST /blade-system/tenant-template/send': tenantSend,
};
