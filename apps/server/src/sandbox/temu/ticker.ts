import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { tickGoods } from './goods/timeline';
import { tickOrderClocks } from './orders/clock';
import { tickShipOrders } from './orders/ship';

const TICK_MS = 2_000;

/**
 * Plays Temu over time while the sandbox is mounted (local mode only): every few seconds, due goods move one step
 * (审核中 → 待上架 → 在售 → inspected), on-sale customised goods get stock-up orders now and then. Several processes may tick at once: each step is a conditional update, so a
 * product moves once. The timer does not keep the process alive and stops with the app.
 */
export function startTemuTicker(app: FastifyInstance, ctx: AppContext) {
  let timer: NodeJS.Timeout | null = null;
  let busy = false;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (busy) return;
      busy = true;
      tickGoods(ctx.db, ctx.config.marketplace.sandboxTemu)
        .then(() => tickShipOrders(ctx.db))
        .then(() => tickOrderClocks(ctx.db, ctx.config.marketplace.sandboxTemu))
        .catch((err: unknown) => app.log.warn({ err }, 'sandbox temu tick failed'))
        .finally(() => {
          busy = false;
        });
    }, TICK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
