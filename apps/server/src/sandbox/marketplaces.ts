import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';
import { sheinSandboxModule } from './shein';
import { temuSandboxModule } from './temu';

/** The marketplace sandboxes (Temu, Shein). app.ts registers this only when SANDBOX_ENABLED. */
export const marketplaceSandboxModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(temuSandboxModule(ctx));
    await app.register(sheinSandboxModule(ctx));
  };
