import type { AppConfig } from './config';
import type { Db, Dialect } from './db';
import type { PaymentRegistry } from './modules/payment/registry';
import type { SmsProvider } from './modules/sms/provider';
import type { Storage } from './modules/storage/storage';

/** Everything a module needs from the outside world, built once at start. */
export interface AppContext {
  config: AppConfig;
  db: Db;
  dialect: Dialect;
  sms: SmsProvider;
  storage: Storage;
  payments: PaymentRegistry;
}
