import { z } from 'zod';

/** `GET /api/v1/counter`: how many people hold an active paid plan right now. */
export const ZSubscribersCounter = z
  .object({ count: z.number().int().min(0) })
  .meta({ id: 'SubscribersCounter', description: 'Число пользователей с действующим тарифом' });
export type TSubscribersCounter = z.infer<typeof ZSubscribersCounter>;
