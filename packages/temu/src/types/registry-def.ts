import type { z } from 'zod';
import type { TemuApiSpec } from '../apis';

/**
 * The publishing flow's types (reference flows.md (a)) and the fulfilment flow's (flows.md (b)), keyed by their wire `type`, each with its gateway
 * (reference README §3.1), whether a blind repeat is safe, and its request / result / response schemas.
 * qps: Temu doc 196's per-shop limit where it states one (the fulfilment types), else the client's DEFAULT_QPS.
 */
export interface TemuTypeDef<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  spec: TemuApiSpec;
  request: Req;
  result: Res;
  response: z.ZodType;
}

export const def = <Req extends z.ZodType, Res extends z.ZodType>(
  zone: TemuApiSpec['zone'],
  type: string,
  idempotent: boolean,
  request: Req,
  result: Res,
  response: z.ZodType,
  /** Per-shop limit from Temu doc 196 (as the reference's README §3.1 lists it); absent → DEFAULT_QPS. */
  qps?: number,
): TemuTypeDef<Req, Res> => ({ spec: { zone, type, idempotent, ...(qps ? { qps } : {}) }, request, result, response });
