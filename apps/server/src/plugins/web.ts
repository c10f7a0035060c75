import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built SPA. Hashed assets are immutable; index.html is never cached so a deploy takes
 * effect at once. The app uses hash routing, so only `/` (and `/index.html`) serve the shell.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string }) => {
  const index = path.join(opts.dist, 'index.html');
  if (!fs.existsSync(index)) {
    app.log.warn({ dist: opts.dist }, 'web build not found; run `npm run build` (npm start does it for you)');
    app.get('/', async (_req, reply) =>
      reply.type('text/html; charset=utf-8').send('<h1>PodBench</h1><p>前端尚未构建，请运行 npm run build。</p>'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.dist,
    prefix: '/',
    wildcard: false,
    index: false,
    setHeaders: (res, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      } else if (filePath.endsWith('index.html')) {
        res.header('cache-control', 'no-cache');
      }
    },
  });
  // @fastify/static (wildcard: false) already routes every built file, /index.html included.
  app.get('/', async (_req, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html'));
});
