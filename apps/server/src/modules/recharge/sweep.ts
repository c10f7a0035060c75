import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { expireOverdueOrders } from './repository';
import { NOTIFY_GRACE_MS } from './settle';

const SWEEP_EVERY_MS = 60_000;

/** Marks pending orders past deadline + grace as 已过期. Idempotent, so every server process may run it. */
export const sweepExpiredOrders = (db: Db, now = Date.now()) => expireOverdueOrders(db, now - NOTIFY_GRACE_MS, now);

/** Runs the sweep every minute while the app is up (reads already show such orders as expired meanwhile). */
export function scheduleExpirySweep(app: FastifyInstance, db: Db) {
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepExpiredOrders(db).catch((err: unknown) => app.log.warn({ err }, 'recharge expiry sweep failed'));
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
