// The documented limits on what a request may carry (mock-server/README.md "Bad input"), and the
// checks of the request line and headers that run before routing's handlers see anything.
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from '../wire.ts';

export interface InputLimits {
  /** JSON, form and text bodies (Tomcat's default maxPostSize is 2 MB too). */
  bodyBytes: number;
  /** One uploaded file of a multipart request (imports, attachments, process files). */
  uploadBytes: number;
  /** Nesting of a JSON body: no entity of the contract comes near it. */
  jsonDepth: number;
  /** Path plus query string. */
  urlBytes: number;
  /** Every header line together. */
  headerBytes: number;
}

const KB = 1024;
const MB = 1024 * KB;

export const LIMITS: InputLimits = { bodyBytes: 2 * MB, uploadBytes: 50 * MB, jsonDepth: 32, urlBytes: 8 * KB, headerBytes: 16 * KB };

/**
 * Node's own parser limit (request line plus headers). It sits well above the sandbox's limits
 * so that the sandbox itself measures a long URL or header block and answers in the R shape;
 * only beyond it does Node refuse, and `clientErrorHandler` still answers an R body then.
 */
export const NODE_MAX_HEADER_BYTES = 64 * KB;

export const sizeText = (bytes: number) =>
  bytes >= MB ? `${+(bytes / MB).toFixed(1)}MB` : bytes >= KB ? `${+(bytes / KB).toFixed(1)}KB` : `${bytes}B`;

export const MSG_INPUT = {
  body: (limits: InputLimits) => `请求体过大: 不能超过${sizeText(limits.bodyBytes)}`,
  upload: (limits: InputLimits) => `上传文件过大: 不能超过${sizeText(limits.uploadBytes)}`,
  depth: (limits: Pick<InputLimits, 'jsonDepth'>) => `请求体嵌套过深: 不能超过${limits.jsonDepth}层`,
  url: (limits: InputLimits) => `请求地址过长: 不能超过${sizeText(limits.urlBytes)}`,
  headers: (limits: InputLimits) => `请求头过大: 不能超过${sizeText(limits.headerBytes)}`,
  badUrl: '请求地址编码错误',
  badQuery: (name: string) => `请求参数编码错误: ${name.length > 40 ? `${name.slice(0, 40)}...` : name}`,
} as const;

/** A too long URL (414), too large headers (431), or a malformed %-escape in the query (400): true when it refused the request. */
export function checkRequestLine(limits: InputLimits) {
  return (req: FastifyRequest, reply: FastifyReply): boolean => {
    const url = req.raw.url ?? '';
    if (url.length > limits.urlBytes) return refuse(reply, 414, MSG_INPUT.url(limits));
    let headerBytes = 0;
    const raw = req.raw.rawHeaders;
    // "name: value\r\n" per line, as they came on the wire (latin1: one char is one byte)
    for (let i = 0; i < raw.length; i += 2) headerBytes += raw[i].length + raw[i + 1].length + 4;
    if (headerBytes > limits.headerBytes) return refuse(reply, 431, MSG_INPUT.headers(limits));
    const q = url.indexOf('?');
    const bad = q < 0 ? undefined : malformedQueryName(url.slice(q + 1));
    if (bad !== undefined) return refuse(reply, 400, MSG_INPUT.badQuery(bad));
    return false;
  };
}

function refuse(reply: FastifyReply, status: number, msg: string): true {
  void reply.code(status).send(errorBody(status, msg));
  return true;
}

/** The name of the first query parameter whose name or value is not valid %-encoded UTF-8. */
export function malformedQueryName(query: string): string | undefined {
  if (!query.includes('%')) return undefined;
  for (const pair of query.split('&')) {
    if (!pair.includes('%')) continue;
    const eq = pair.indexOf('=');
    const name = eq < 0 ? pair : pair.slice(0, eq);
    try {
      decodeURIComponent(pair.replace(/\+/g, ' '));
    } catch {
      try {
        return decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        return name;
      }
    }
  }
  return undefined;
}

/**
 * Node refused the request before Fastify saw it (headers over NODE_MAX_HEADER_BYTES, a broken
 * request line): still an R body, never a bare Fastify one.
 */
export function clientErrorHandler(limits: InputLimits) {
  return (err: NodeJS.ErrnoException, socket: Socket): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const [status, reason, msg] =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', MSG_INPUT.headers(limits)]
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'Request Timeout', '请求超时']
          : [400, 'Bad Request', '请求格式错误'];
    const body = JSON.stringify(errorBody(status, msg));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(err);
  };
}
