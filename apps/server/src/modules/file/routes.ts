import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

// PLACEHOLDER: replaced by the module implementation.
export const fileModule =
  (_ctx: AppContext): FastifyPluginAsyncZod =>
  async () => {};
