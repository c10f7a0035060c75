import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../context';

// PLACEHOLDER: replaced by the sandbox implementation.
export const sandboxModule =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
