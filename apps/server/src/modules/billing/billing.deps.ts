import type { TPaymentsConfig, TRequisitesConfig } from '../../config.ts';
import type { TSql } from '../../db/client.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import type { TGoodsPaymentTarget } from './payment-pipeline.service.ts';
import { createPaymentProvider } from './providers/create-provider.ts';
import type { TPaymentProvider } from './providers/provider.ts';

/** A request sent through this app's own HTTP pipeline (routing, parsing, verification), as `app.inject` does. */
export type TDispatch = (request: {
  method: 'POST';
  url: string;
  headers: Record<string, string>;
  payload: string;
}) => Promise<{ statusCode: number; body: string }>;

/** What the billing module shares: accounts (guards, mail, the site's address), payments and requisites. */
export type TBillingDeps = {
  sql: TSql;
  accounts: TAccountsDeps;
  payments: TPaymentsConfig;
  requisites: TRequisitesConfig;
  provider: TPaymentProvider;
  /** PUBLIC_URL without a trailing slash: mail links and the re-check job's return links start with it. */
  publicUrl: string;
  dispatch: TDispatch;
  /** Set by the orders module at start (`registerGoodsPayments`); goods payments are ignored without it. */
  goodsPayments?: TGoodsPaymentTarget;
};

export function createBillingDeps(options: {
  accounts: TAccountsDeps;
  payments: TPaymentsConfig;
  requisites: TRequisitesConfig;
  dispatch: TDispatch;
}): TBillingDeps {
  const { accounts, payments } = options;
  const publicUrl = accounts.config.publicUrl.replace(/\/+$/, '');
  return {
    ...options,
    sql: accounts.sql,
    publicUrl,
    provider: createPaymentProvider({ payments, sql: accounts.sql }),
  };
}
