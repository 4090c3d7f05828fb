import type { TPaymentsConfig } from '../../../config.ts';
import type { TSql } from '../../../db/client.ts';
import type { TPaymentProvider } from './provider.ts';
import { createSandboxProvider } from './sandbox.ts';
import { createYooKassaProvider } from './yookassa.ts';

/**
 * The provider the configuration names. Config already stops the process when
 * the sandbox would run on a production site; this guard keeps any other way
 * of building the app (a script, a test) from taking "payments" that are not.
 */
export function createPaymentProvider(options: { payments: TPaymentsConfig; sql: TSql }): TPaymentProvider {
  const { payments, sql } = options;
  if (payments.provider === 'yookassa') {
    if (!payments.yookassa)
      throw new Error('PAYMENTS_PROVIDER=yookassa needs YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY');
    return createYooKassaProvider(payments.yookassa);
  }
  if (!payments.sandboxAllowed) {
    throw new Error('The payment sandbox takes no real money and refuses to run on a production site');
  }
  return createSandboxProvider({ sql, secret: payments.sandboxSecret });
}
