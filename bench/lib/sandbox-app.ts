import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { createRuntime } from '../../apps/server/src/bootstrap';
import { loadConfig } from '../../apps/server/src/config';
import type { AppContext } from '../../apps/server/src/context';
import type { DbHandle } from '../../apps/server/src/db';

export type BenchCall = <T>(opts: {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  token?: string;
}) => Promise<T>;

/**
 * The server as the benches drive it: local mode (the Temu sandbox answers in-process) on the bench's database, and
 * `call`, an inject that answers the envelope's data or throws with its code and message.
 */
export async function openSandboxApp(
  bench: DbHandle,
  dataDir: string,
): Promise<{ ctx: AppContext; app: FastifyInstance; call: BenchCall }> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    CAPTCHA_ENABLED: 'false',
    SERVE_WEB: 'false',
    LOG_LEVEL: 'silent',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  if (!config.sandboxEnabled) throw new Error('the bench needs local mode (the Temu sandbox)');
  const { ctx } = await createRuntime(config, bench);
  const app = await buildApp(ctx, { logger: false });
  await app.ready();
  const call: BenchCall = async <T>(opts: Parameters<BenchCall>[0]) => {
    const r = await app.inject({
      method: opts.method,
      url: opts.url,
      ...(opts.payload === undefined ? {} : { payload: opts.payload as Record<string, unknown> }),
      headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
    });
    const body = r.json() as { code: number; msg: string; data: T };
    if (body.code !== 200) throw new Error(`${opts.url}: ${body.code} ${body.msg}`);
    return body.data;
  };
  return { ctx, app, call };
}
