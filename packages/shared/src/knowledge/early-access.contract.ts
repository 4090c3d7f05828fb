import { z } from 'zod';
import { ZLocked } from '../entitlements/entitlements.contract.ts';

/**
 * Early access: features the back office flags (`/admin/early-access`). While a flag is on, users whose plan has
 * `early_access` get its feature and nobody else does; while it is off, nobody does. The server checks it on
 * every call of such a feature (`earlyAccessAllowed`).
 */

/** Flags the code knows; each is seeded by a migration (off or on) and only toggled by admins. */
export const EARLY_ACCESS_KEYS = ['card.factor_articles'] as const;
export type TEarlyAccessKey = (typeof EARLY_ACCESS_KEYS)[number];

export const EARLY_ACCESS_MESSAGES = {
  notFound: 'Такой возможности нет',
  off: 'Эта возможность сейчас выключена',
} as const;

export const ZEarlyAccessFeature = z
  .object({ key: z.string(), title: z.string(), description: z.string() })
  .meta({ id: 'EarlyAccessFeature' });

/** `GET /api/v1/early-access/`: the flagged features this caller may use now; `locked` says why none when so. */
export const ZEarlyAccessReply = z
  .object({
    results: z.array(ZEarlyAccessFeature),
    locked: ZLocked.nullable().describe('Тариф без раннего доступа: что нужно; null — ранний доступ есть'),
  })
  .meta({ id: 'EarlyAccessReply' });
export type TEarlyAccessReply = z.infer<typeof ZEarlyAccessReply>;

export const ZEarlyAccessFlag = ZEarlyAccessFeature.extend({
  enabled: z.boolean(),
  updated_at: z.string(),
}).meta({ id: 'EarlyAccessFlag' });
export type TEarlyAccessFlag = z.infer<typeof ZEarlyAccessFlag>;

export const ZEarlyAccessFlagList = z
  .object({ results: z.array(ZEarlyAccessFlag) })
  .meta({ id: 'EarlyAccessFlagList' });
export type TEarlyAccessFlagList = z.infer<typeof ZEarlyAccessFlagList>;

export const ZEarlyAccessKeyParams = z.object({
  key: z
    .string()
    .max(64)
    .regex(/^[a-z0-9_.-]+$/),
});

export const ZEarlyAccessFlagPatch = z.object({ enabled: z.boolean() }).meta({ id: 'EarlyAccessFlagPatch' });
