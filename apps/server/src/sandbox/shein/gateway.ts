import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { onlyKeys, isObj } from './fields';
import { SHEIN_HANDLERS, type SheinPathHandler, type SheinUpload } from './handlers';
import { SHEIN_SANDBOX } from './paths';
import {
  CCST_CODE,
  ccstFail,
  ccstOk,
  paramError,
  SHEIN_CODE,
  SheinSandboxError,
  sheinFail,
  sheinOk,
  signError,
} from './protocol';
import { ensureSandboxSheinApp, findSheinShop, spendTempToken } from './state';
import { encryptSecretKey } from './crypto';
import { headerOf, verifySignedRequest } from './verify';

const PREFIXES = [SHEIN_SANDBOX.gateway, SHEIN_SANDBOX.gateways.cn, SHEIN_SANDBOX.gateways.com];
const handlers = new Map(SHEIN_HANDLERS.map((h) => [h.path, h]));
/** README §6.4. */
const GOODS_LANGUAGES = ['en', 'fr', 'es', 'de', 'zh-cn', 'th', 'pt-br'];
const ORDER_LANGUAGES = ['US', 'FR', 'ES', 'DE', 'CN', 'TH', 'PT', 'TR'];
const UPLOAD_MAX = 3 * 1024 * 1024;

/** `/open-api/...` of a request under any sandbox gateway prefix (no query string: the signature skips it). */
const apiPath = (url: string) => {
  const path = url.split('?')[0] as string;
  const prefix = PREFIXES.filter((p) => path.startsWith(`${p}/open-api/`)).sort((a, b) => b.length - a.length)[0];
  return prefix ? path.slice(prefix.length) : path;
};

function checkLanguage(h: SheinPathHandler, headers: FastifyRequest['headers']) {
  if (h.language === 'none') return;
  const goods = h.language.startsWith('goods');
  const name = goods ? 'language' : 'x-lt-language';
  const v = headerOf(headers, name);
  if (v === undefined) {
    if (h.language.endsWith('?')) return;
    throw paramError(`缺少 ${name} 请求头`);
  }
  const ok = goods ? GOODS_LANGUAGES.includes(v.toLowerCase()) : ORDER_LANGUAGES.includes(v.toUpperCase());
  if (!ok) throw paramError(`${name} 请求头取值不正确`);
}

async function readUpload(req: FastifyRequest): Promise<SheinUpload> {
  const up: SheinUpload = { fields: {} };
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || up.file) throw paramError('只能上传一个名为 file 的文件');
        up.file = { data: await part.toBuffer(), filename: part.filename, mimetype: part.mimetype };
      } else up.fields[part.fieldname] = String(part.value);
    }
  } catch (err) {
    const code = isObj(err) && 'code' in err ? (err as { code: unknown }).code : null;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw paramError('图片大小不能超过 3MB');
    throw err;
  }
  return up;
}

/**
 * Shein's Open API as the sandbox plays it: signed with x-lt-* headers, JSON / multipart / query per page, every
 * answer in Shein's envelope (ccst paths in theirs) and HTTP 200 — the pack documents no other status.
 */
export async function sheinGateway(api: FastifyInstance, ctx: AppContext) {
  await api.register(multipart, { limits: { fileSize: UPLOAD_MAX, files: 2, fields: 5, fieldSize: 1024 } });
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 4 * 1024 * 1024 },
    (_req, body, done) => {
      const text = String(body).trim();
      if (!text) return done(null, {});
      try {
        done(null, JSON.parse(text));
      } catch {
        done(paramError('请求体不是合法的 JSON'), undefined);
      }
    },
  );
  api.setErrorHandler((err: Error & { statusCode?: number }, req, reply) => {
    if (err instanceof SheinSandboxError) return reply.code(err.status).send(sheinFail(err.code, err.message));
    req.log.info({ err: { message: err.message } }, 'sandbox shein bad request');
    return reply.send(sheinFail(SHEIN_CODE.FAILED, `请求参数异常,请刷新重试: ${err.message}`));
  });
  const drain = (req: FastifyRequest, reply: FastifyReply) =>
    reply.raw.once('finish', () => {
      req.raw.unpipe();
      req.raw.resume();
    });

  for (const prefix of PREFIXES) {
    api.post(`${prefix}/open-api/auth/get-by-token`, { schema: { hide: true } }, async (req) => {
      const a = await ensureSandboxSheinApp(ctx.db);
      // The pack: the sandbox requires x-lt-appid + timestamp + signature, signed with appid + appSecretKey.
      if (headerOf(req.headers, 'x-lt-appid') !== a.appid) throw signError();
      verifySignedRequest(req.headers, {
        keyId: a.appid,
        secret: a.appSecret,
        path: apiPath(req.url),
        now: Date.now(),
      });
      const body = isObj(req.body) ? req.body : {};
      onlyKeys(body, ['tempToken']);
      if (typeof body.tempToken !== 'string' || !body.tempToken) throw paramError('tempToken 为必填项');
      const spent = await spendTempToken(ctx.db, body.tempToken, a.appid);
      const shop = spent && (await findSheinShop(ctx.db, { id: spent.shopId }));
      if (!spent || !shop) throw paramError('tempToken 无效、已使用或已过期（10 分钟）');
      return sheinOk({
        secretKey: encryptSecretKey(shop.secretKey, a.appSecret),
        appid: a.appid,
        openKeyId: shop.openKeyId,
        state: spent.state,
        supplierId: Number(shop.supplierId),
      });
    });

    api.route({
      method: ['GET', 'POST'],
      url: `${prefix}/open-api/*`,
      schema: { hide: true },
      handler: async (req, reply) => {
        const path = apiPath(req.url);
        const h = handlers.get(path);
        const ccst = h?.family === 'ccst';
        try {
          const openKeyId = headerOf(req.headers, 'x-lt-openKeyId');
          const shop = openKeyId ? await findSheinShop(ctx.db, { openKeyId }) : undefined;
          if (!shop) throw signError();
          verifySignedRequest(req.headers, { keyId: shop.openKeyId, secret: shop.secretKey, path, now: Date.now() });
          if (!h) throw new SheinSandboxError(SHEIN_CODE.FAILED, `${path} 接口不存在`, 404);
          if (req.method !== h.method) throw paramError(`${path} 需使用 ${h.method}`);
          checkLanguage(h, req.headers);
          const multi = req.isMultipart();
          if (h.input === 'multipart' && !multi)
            throw paramError('upload-pic 需使用 multipart/form-data（image_type + file）');
          if (h.input !== 'multipart' && multi) throw paramError('该接口需使用 application/json');
          if (h.input === 'json' && req.body !== undefined && !isObj(req.body))
            throw paramError('请求体需为 JSON 对象');
          const query = (isObj(req.query) ? req.query : {}) as Record<string, string>;
          if (h.input !== 'query' && Object.keys(query).length > 0)
            throw paramError('该接口为 POST JSON，不接受查询参数');
          const info = await h.handle({
            db: ctx.db,
            shop,
            body: isObj(req.body) ? req.body : {},
            query,
            upload: h.input === 'multipart' ? await readUpload(req) : undefined,
            origin: `${req.protocol}://${req.host}`,
            ip: req.ip,
            orderEveryMs: ctx.config.marketplace.sandboxTemu.orderEveryMs,
            now: Date.now(),
          });
          return ccst ? ccstOk(info) : sheinOk(info);
        } catch (err) {
          if (req.isMultipart()) drain(req, reply);
          if (!(err instanceof SheinSandboxError)) throw err;
          reply.code(err.status);
          if (!ccst || err.code === SHEIN_CODE.SIGN) return sheinFail(err.code, err.message);
          // A ccst page's own codes pass through; anything else the family calls 100002 请求异常.
          return err.code === SHEIN_CODE.FAILED
            ? ccstFail(...CCST_CODE.REQUEST_ABNORMAL)
            : ccstFail(err.code, err.message);
        }
      },
    });
  }
}
