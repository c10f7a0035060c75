import { PAY_METHOD_LABELS, PAY_METHODS, type PayMethod } from '@podbench/contract';
import type { AppConfig } from '../../config';
import type { Db } from '../../db';
import { createAlipayProvider } from './alipay-provider';
import type { PaymentProvider } from './provider';
import { createSandboxProvider, type SandboxPaymentProvider } from './sandbox-provider';
import { loadSandboxSecret } from './sandbox-signer';
import { createWechatProvider } from './wechat-provider';

/** The payment providers this process may use, chosen once from the config. */
export interface PaymentRegistry {
  /** null when the method is not enabled here. */
  get(method: PayMethod): PaymentProvider | null;
  /** The sandbox, when mounted (its pay page builds notifications with it). */
  readonly sandbox: SandboxPaymentProvider | null;
  methods(): { method: PayMethod; label: string; enabled: boolean }[];
}

export function createPaymentRegistry(
  config: Pick<AppConfig, 'sandboxEnabled' | 'dataDir' | 'payments'>,
  db: Db,
): PaymentRegistry {
  const sandbox = config.sandboxEnabled ? createSandboxProvider(db, loadSandboxSecret(config.dataDir)) : null;
  const providers: Partial<Record<PayMethod, PaymentProvider>> = {};
  if (sandbox) providers.sandbox = sandbox;
  if (config.payments.alipay) providers.alipay = createAlipayProvider(config.payments.alipay);
  if (config.payments.wechat) providers.wechat = createWechatProvider(config.payments.wechat);
  return {
    get: (method) => providers[method] ?? null,
    sandbox,
    methods: () => PAY_METHODS.map((m) => ({ method: m, label: PAY_METHOD_LABELS[m], enabled: Boolean(providers[m]) })),
  };
}
