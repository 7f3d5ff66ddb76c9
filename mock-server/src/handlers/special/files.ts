// put-file keeps the upload in memory and answers a link the sandbox serves itself; put-file-attach
// also records it in 附件管理. Served back,
// only an image shows in the page (inline); anything else, SVG and HTML included, downloads as an
// attachment that the browser may not sniff into a page, so an upload never runs in the console's
// origin.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyReply } from 'fastify';
import type { StoredFile } from '../../state.ts';
import type { Row } from '../../store.ts';
import { badRequest, r } from '../../wire.ts';
import type { Call, Handler } from '../../call.ts';
import { resourceNamed } from '../common.ts';
import { submit } from '../submit.ts';

const ATTACH = 'blade-resource/attach';

/** Keeps the upload and answers BladeX's BladeFile for it: link, domain, name, originalName. */
async function storeUpload(c: Call): Promise<{ file: Row; size: number }> {
  const part = (c.body as { file?: MultipartFile } | undefined)?.file ?? (await c.req.file?.());
  if (!part) throw badRequest('缺失必要的请求参数: file');
  const data = await part.toBuffer();
  const id = c.state.store.nextId();
  const name = part.filename || 'upload.bin';
  c.state.files.set(id, { name, mime: part.mimetype || 'application/octet-stream', data });
  c.state.changed();
  const origin = `${c.req.protocol}://${c.req.headers.host ?? 'localhost'}`;
  const path = `/__sandbox/files/${id}/${encodeURIComponent(name)}`;
  return { file: { link: `${origin}${path}`, domain: origin, name: path, originalName: name }, size: data.length };
}

/** put-file only stores the file: nothing shows in 附件管理 (OssEndpoint.putFile). */
export const putFile: Handler = async (c) => r((await storeUpload(c)).file);

/** put-file-attach also records the attachment, as OssEndpoint.buildAttach, and answers its id. */
const putFileAttach: Handler = async (c) => {
  const { file, size } = await storeUpload(c);
  const attachId = c.state.store.nextId();
  const name = String(file.originalName);
  const extension = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1) : '';
  submit({ ...c, body: { id: attachId, ...file, extension, attachSize: size } }, resourceNamed(c, ATTACH), false);
  return r({ ...file, attachId });
};

export const fileSpecials: Record<string, Handler> = {
  'POST /blade-resource/oss/endpoint/put-file': putFile,
  'POST /blade-resource/oss/endpoint/put-file-attach': putFileAttach,
};

/** Images a browser only draws; SVG is not one of them (it may carry script). */
const INLINE_IMAGES = new Set(['image/png', 'image/jpeg', 'image/gif', 'image/webp']);

/** RFC 5987 value: encodeURIComponent leaves ' ( ) * unescaped, which the header's grammar does not allow. */
const rfc5987 = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);

/** Sends a stored upload with headers that keep it from running as a page of the sandbox's origin. */
export function sendStoredFile(reply: FastifyReply, file: StoredFile): FastifyReply {
  // The type is the uploader's word: only a plain type/subtype is repeated, else octet-stream.
  const given = file.mime.split(';')[0].trim().toLowerCase();
  const mime = /^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(given) ? given : 'application/octet-stream';
  const inline = INLINE_IMAGES.has(mime);
  return reply
    .type(mime)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${rfc5987(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.data);
}
