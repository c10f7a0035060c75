import { defaultMessages, type FieldErrors, ResultCode } from '@podbench/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error';

const PART_NAMES: Record<string, string> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** Whether a parsed request part holds a string with U+0000 anywhere (keys included). */
function hasNul(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 32) return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [k, v] of Object.entries(value)) {
    if (k.includes('\u0000') || hasNul(v, depth + 1)) return true;
  }
  return false;
}

/**
 * One error model: everything thrown becomes `{ code, msg, data }` with the HTTP status equal to `code`.
 * 5xx details never reach the client; they are logged with the request id.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof AppError) {
      if (err.code >= 500) req.log.error({ err, cause: err.cause }, 'service error');
      if (err.code === ResultCode.TOO_MANY_REQUESTS && err.data && 'retryAfterSeconds' in err.data) {
        reply.header('retry-after', String(err.data.retryAfterSeconds));
      }
      return reply.code(err.code).send({ code: err.code, msg: err.message, data: err.data });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: FieldErrors = {};
      for (const v of err.validation) {
        const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        fields[key] ??= v.message ?? '格式不正确';
      }
      const first = Object.entries(fields)[0];
      const where = PART_NAMES[(err as FastifyError).validationContext ?? ''] ?? '参数';
      const msg = first ? `${where}有误：${first[0] === '_' ? '' : `${first[0]} `}${first[1]}` : defaultMessages[400];
      return reply.code(400).send({ code: 400, msg, data: fields });
    }
    const fe = err as FastifyError;
    const status = fe.statusCode ?? 500;
    if (status === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE' || fe.code === 'FST_PARTS_LIMIT') {
      return reply.code(413).send({ code: 413, msg: '上传内容超出大小限制', data: null });
    }
    if (fe.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.code(415).send({ code: 415, msg: '不支持的请求内容类型', data: null });
    }
    if (
      fe.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' ||
      fe.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      err instanceof SyntaxError
    ) {
      return reply.code(400).send({ code: 400, msg: '请求体不是合法的 JSON', data: null });
    }
    // @fastify/busboy's complaints about a malformed multipart body (no boundary, broken part headers, cut short).
    if (
      status === 500 &&
      /^(Multipart: |Malformed part header|Unexpected end of (form|multipart data)|Part terminated early)/.test(
        err.message,
      )
    ) {
      return reply.code(400).send({ code: 400, msg: '上传内容不是合法的 multipart/form-data', data: null });
    }
    if (status === 429) {
      return reply.code(429).send({ code: 429, msg: defaultMessages[429], data: null });
    }
    if (status >= 400 && status < 500) {
      const code = (status in defaultMessages ? status : 400) as ResultCode;
      return reply.code(code).send({ code, msg: defaultMessages[code], data: null });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ code: 500, msg: defaultMessages[500], data: null });
  });

  // PostgreSQL text cannot hold U+0000 (SQLite would store it): refuse it everywhere, before any handler runs.
  // Callback style: it runs for every request, and a promise each is measurable on the hot path.
  app.addHook('preValidation', (req, _reply, done) => {
    for (const [part, value] of [
      ['params', req.params],
      ['querystring', req.query],
      ['body', req.body],
    ] as const) {
      if (hasNul(value, 0)) {
        done(new AppError(ResultCode.BAD_REQUEST, `${PART_NAMES[part]}有误：不能包含空字符（\\0）`));
        return;
      }
    }
    done();
  });

  app.setNotFoundHandler((req, reply) =>
    reply.code(404).send({ code: 404, msg: `接口不存在：${req.method} ${req.url.split('?')[0]}`, data: null }),
  );
});
