import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

/** What services need to know about the HTTP request, without depending on Fastify's request type. */
export interface RequestMeta {
  ip: string;
  userAgent: string;
  log: FastifyBaseLogger;
}

export const requestMeta = (req: FastifyRequest): RequestMeta => ({
  ip: req.ip,
  userAgent: String(req.headers['user-agent'] ?? ''),
  log: req.log,
});
