import { z } from 'zod';
import { requiredText } from '../auth/fields.ts';

export const SUPPORT_TEXT_MAX_LENGTH = 5000;

/** `POST /api/v1/support/` (spec §3 "Support request"). */
export const ZSupportBody = z.object({ support: requiredText(SUPPORT_TEXT_MAX_LENGTH) }).meta({ id: 'SupportBody' });
export type TSupportBody = z.input<typeof ZSupportBody>;

export const ZSupportRequest = z
  .object({ id: z.number().int(), support: z.string(), created_at: z.string() })
  .meta({ id: 'SupportRequest' });
export type TSupportRequest = z.infer<typeof ZSupportRequest>;
