import type { Executor } from '../../../db';
import type { SandboxTemuShop } from '../state/shop-repository';
import type { TemuZone } from '../reference/wire';

/** What a type handler sees: the checked call, the shop behind the token (null for token-less types). */
export interface TemuCall {
  db: Executor;
  now: number;
  zone: TemuZone;
  /** Where the call reached the sandbox (`http://host:port`), for absolute URLs in answers; '' when unknown. */
  origin: string;
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
