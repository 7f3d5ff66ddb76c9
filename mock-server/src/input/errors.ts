// Every failure answers in BladeX's R shape: a handler's BladeError as it says, Fastify's and the
// multipart reader's refusals of bad input as a 4xx in Chinese, anything else as a 500.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { BladeError, errorBody, MSG } from '../wire.ts';
import { MSG_INPUT, type InputLimits } from './limits.ts';

/** Fastify and @fastify/multipart error codes of bad input, with the status and text they answer. */
function inputError(code: string | undefined, limits: InputLimits): [number, string] | undefined {
  switch (code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return [413, MSG_INPUT.body(limits)];
    case 'FST_REQ_FILE_TOO_LARGE':
      return [413, MSG_INPUT.upload(limits)];
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return [413, '上传内容过多'];
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return [400, '请求体长度与 Content-Length 不符'];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return [400, `${MSG.missing}: body`];
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return [400, '请求体类型不支持'];
    case 'FST_ERR_BAD_URL':
      return [400, MSG_INPUT.badUrl];
    default:
      return undefined;
  }
}

export function errorHandler(limits: InputLimits) {
  return (err: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
    if (err instanceof BladeError) return reply.code(err.status).send(err.body ?? errorBody(err.status, err.message));
    const known = inputError(err.code, limits);
    if (known) return reply.code(known[0]).send(errorBody(known[0], known[1]));
    if (err.statusCode && err.statusCode < 500) return reply.code(400).send(errorBody(400, '请求参数错误'));
    return reply.code(500).send(errorBody(500, MSG.server));
  };
}

/** Errors Fastify raises before a route's handler runs (a malformed %-escape in the path...). */
export function frameworkErrors(limits: InputLimits) {
  return (err: FastifyError, _req: FastifyRequest, reply: FastifyReply) => {
    const [status, msg] = inputError(err.code, limits) ?? [400, '请求参数错误'];
    void reply.code(status).send(errorBody(status, msg));
  };
}
