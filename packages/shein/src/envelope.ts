import { z } from 'zod';

/** Shein's envelope: `code` "0" is success; `info` carries the result. */
export const sheinEnvelope = z.looseObject({
  code: z.union([z.string(), z.number()]).transform(String),
  msg: z.string().nullish(),
  info: z.unknown().optional(),
  traceId: z.string().nullish(),
});

export const sheinOk = (info: unknown, traceId: string) => ({ code: '0', msg: 'OK', info, traceId });
export const sheinFail = (code: string, msg: string, traceId: string) => ({ code, msg, info: null, traceId });

/**
 * @deprecated Invented codes the old sandbox answers with; none is in Shein's evidence (reference README §8), and
 * the client no longer reads them (errors.ts maps the documented codes only). Kept until the sandbox, rewritten from
 * the reference pack, stops importing this package.
 */
export const SheinCode = {
  OK: '0',
  SIGN_INVALID: '20001',
  TIMESTAMP_INVALID: '20002',
  OPEN_KEY_INVALID: '20003',
  TEMP_TOKEN_INVALID: '20004',
  PATH_NOT_FOUND: '20005',
  RATE_LIMITED: '20006',
  PARAM_INVALID: '20007',
} as const;
