import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPaymentsConfig, loadConfig } from '../../../config.ts';
import type { TSql } from '../../../db/client.ts';
import { createPaymentProvider } from './create-provider.ts';
import { kopecksToValue, valueToKopecks } from './provider.ts';

// The factory never touches the database while building a provider.
const sql = {} as TSql;

describe('createPaymentProvider', () => {
  it('builds the sandbox by default and YooKassa when configured', () => {
    expect(createPaymentProvider({ payments: defaultPaymentsConfig(), sql }).name).toBe('sandbox');
    const yookassa = {
      ...defaultPaymentsConfig(),
      provider: 'yookassa' as const,
      yookassa: { shopId: '1', secretKey: 'test_secret', apiUrl: 'http://127.0.0.1:1/v3', vatCode: 1 },
    };
    expect(createPaymentProvider({ payments: yookassa, sql }).name).toBe('yookassa');
    expect(() => createPaymentProvider({ payments: { ...yookassa, yookassa: undefined }, sql })).toThrow(
      /YOOKASSA_SHOP_ID/,
    );
  });

  it('refuses the sandbox on a production site even when config loading was bypassed', () => {
    const payments = { ...defaultPaymentsConfig(), sandboxAllowed: false };
    expect(() => createPaymentProvider({ payments, sql })).toThrow(/refuses to run on a production site/);
  });

  it('reads the permission from the environment as the boot check does', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-cfg-'));
    const env = { NODE_ENV: 'production', HOST: '0.0.0.0', JWT_SECRET: 'x'.repeat(32), DATA_DIR: dataDir };
    expect(loadConfig({ ...env, ALLOW_SANDBOX_PAYMENTS: '1' }).payments.sandboxAllowed).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: env.JWT_SECRET, DATA_DIR: env.DATA_DIR }).payments
        .sandboxAllowed,
    ).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('amounts at the provider edge', () => {
  it('turns kopecks into YooKassa decimal strings and back, exactly', () => {
    expect(kopecksToValue(99_000)).toBe('990.00');
    expect(kopecksToValue(105)).toBe('1.05');
    expect(kopecksToValue(4_990_000)).toBe('49900.00');
    expect(valueToKopecks('990.00')).toBe(99_000);
    expect(valueToKopecks('1.5')).toBe(150);
    expect(valueToKopecks('12')).toBe(1200);
    expect(valueToKopecks('-1.00')).toBeNaN();
    expect(valueToKopecks('1e3')).toBeNaN();
  });
});
