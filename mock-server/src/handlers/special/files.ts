// put-file keeps the upload in memory and answers a link the sandbox serves itself.
import type { MultipartFile } from '@fastify/multipart';
import { badRequest, r } from '../../wire.ts';
import type { Handler } from '../common.ts';

export const putFile: Handler = async (c) => {
  const file = (c.body as { file?: MultipartFile } | undefined)?.file ?? (await c.req.file?.());
  if (!file) throw badRequest('缺失必要的请求参数: file');
  const data = await file.toBuffer();
  const id = c.state.store.nextId();
  const name = file.filename || 'upload.bin';
  c.state.files.set(id, { name, mime: file.mimetype || 'application/octet-stream', data });
  c.state.changed();
  const origin = `${c.req.protocol}://${c.req.headers.host ?? 'localhost'}`;
  const path = `/__sandbox/files/${id}/${encodeURIComponent(name)}`;
  return r({ link: `${origin}${path}`, domain: origin, name: path, originalName: name, attachId: id });
};

export const fileSpecials: Record<string, Handler> = {
  'POST /blade-resource/oss/endpoint/put-file': putFile,
  'POST /blade-resource/oss/endpoint/put-file-attach': putFile,
};
