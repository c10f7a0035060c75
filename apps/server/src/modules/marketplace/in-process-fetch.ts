import type { FastifyInstance } from 'fastify';

/**
 * The origin that stands for "this server". Gateways under it are answered by `app.inject` instead of the network:
 * the request still goes through routing, body parsing and the sandbox's full protocol, but needs no listening
 * socket (tests) and no knowledge of the address the server listens on (port 0, proxies).
 */
export const IN_PROCESS_ORIGIN = 'http://in-process.podbench';
const IN_PROCESS_HOST = new URL(IN_PROCESS_ORIGIN).host;

export interface FetchInit {
  method: string;
  headers: Record<string, string>;
  /** JSON text, or bytes (Shein's multipart upload-pic); none for a GET. */
  body?: string | Uint8Array;
  signal?: AbortSignal;
}
export interface FetchAnswer {
  status: number;
  headers: { get(name: string): string | null };
  text(): Promise<string>;
  arrayBuffer(): Promise<ArrayBuffer>;
}

/** A fetch for the marketplace clients: in-process for IN_PROCESS_ORIGIN, the real network for anything else. */
export function inProcessFetch(app: FastifyInstance) {
  return async (url: string, init: FetchInit): Promise<FetchAnswer> => {
    // Bytes are a valid fetch body at run time; the DOM typing (bench, web tsconfig) lacks Uint8Array in BodyInit.
    if (!url.startsWith(`${IN_PROCESS_ORIGIN}/`)) return fetch(url, init as RequestInit);
    init.signal?.throwIfAborted();
    const res = await app.inject({
      method: init.method as 'POST',
      url: url.slice(IN_PROCESS_ORIGIN.length),
      // The request arrived on IN_PROCESS_ORIGIN: a sandbox that answers URLs on the origin it was called on (Temu's
      // waybill PDFs, Shein's uploaded images) answers URLs this fetch can reach again.
      headers: { host: IN_PROCESS_HOST, ...init.headers },
      ...(init.body === undefined
        ? {}
        : { payload: typeof init.body === 'string' ? init.body : Buffer.from(init.body) }),
    });
    return {
      status: res.statusCode,
      headers: {
        get: (name) => {
          const v = res.headers[name.toLowerCase()];
          return v === undefined ? null : Array.isArray(v) ? v.join(', ') : String(v);
        },
      },
      text: async () => res.body,
      arrayBuffer: async () => new Uint8Array(res.rawPayload).buffer,
    };
  };
}
