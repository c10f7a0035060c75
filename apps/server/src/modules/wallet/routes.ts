import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { accountRecordModule } from '../account-record/routes';
import { paymentNotifyModule } from '../payment/notify-routes';
import { fundsExceptionAdminModule } from '../recharge/admin-routes';
import { rechargeModule } from '../recharge/routes';
import { vipModule } from '../vip/routes';
import { adminWithdrawModule } from '../withdraw/admin-routes';
import { withdrawModule } from '../withdraw/routes';

/** The money features, registered together: records, top-up, payment notifications, VIP, withdrawals. */
export const walletModule =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(accountRecordModule(ctx));
    await app.register(rechargeModule(ctx));
    await app.register(paymentNotifyModule(ctx));
    await app.register(vipModule(ctx));
    await app.register(withdrawModule(ctx));
    await app.register(adminWithdrawModule(ctx));
    await app.register(fundsExceptionAdminModule(ctx));
  };
