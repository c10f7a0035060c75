import type { z } from 'zod';
import type { Executor } from '../../../db';
import type { SandboxTemuShop } from '../state/shop-repository';
import type { TemuZone } from '../reference/wire';

/** What a type handler sees: the checked call, the shop behind the token (null for token-less types). */
export interface TemuCall {
  db: Executor;
  now: number;
  zone: TemuZone;
  type: string;
  appKey: string;
  /** Business parameters only (common ones removed). */
  params: Record<string, unknown>;
  mall: SandboxTemuShop | null;
  /** Scopes of the calling token. */
  scopes: string[];
  tokenExpiresAt: number | null;
}

export interface TemuTypeHandler {
  /** The wire type, exactly as Temu names it on `zone`. */
  type: string;
  zone: TemuZone;
  /** false only for types called before a shop has a token (the code exchange). */
  needsToken?: boolean;
  handle(call: TemuCall): Promise<unknown>;
}

/** A refusal in Temu's envelope; `httpStatus` stays 200 as Temu's does for business errors. */
export class SandboxTemuError extends Error {
  constructor(
    readonly errorCode: number,
    message: string,
    readonly httpStatus = 200,
  ) {
    super(message);
  }
}

/** The sandbox's code for malformed business parameters (Temu's own pages do not publish one). */
export const PARAM_ERROR_CODE = 6000001;

/** Checks business parameters with zod and refuses like Temu does, naming the first bad field. */
export function parseParams<T extends z.ZodType>(schema: T, params: Record<string, unknown>): z.output<T> {
  const r = schema.safeParse(params);
  if (r.success) return r.data;
  const issue = r.error.issues[0];
  throw new SandboxTemuError(
    PARAM_ERROR_CODE,
    `param error: ${issue?.path.join('.') || 'request'} ${issue?.message ?? ''}`,
  );
}

export interface TemuHandlerRegistry {
  find(zone: TemuZone, type: string): TemuTypeHandler | undefined;
  /** Every registered wire type: what a sandbox token is authorised for by default. */
  types(): string[];
}

export function createRegistry(handlers: readonly TemuTypeHandler[]): TemuHandlerRegistry {
  const map = new Map<string, TemuTypeHandler>();
  for (const h of handlers) {
    const key = `${h.zone}|${h.type}`;
    if (map.has(key)) throw new Error(`duplicate sandbox handler ${key}`);
    map.set(key, h);
  }
  return {
    find: (zone, type) => map.get(`${zone}|${type}`),
    types: () => [...new Set(handlers.map((h) => h.type))],
  };
}
