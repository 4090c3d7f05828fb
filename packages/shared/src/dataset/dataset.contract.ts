import { z } from 'zod';

/** What the loaded registry data is: the footer warns while it is demo data. */
export const ZDatasetInfo = z
  .object({
    kind: z.enum(['demo', 'official', 'empty']),
    companies: z.number().int(),
    entrepreneurs: z.number().int(),
    loaded_at: z.string().nullable(),
  })
  .meta({ id: 'DatasetInfo' });

export type TDatasetInfo = z.infer<typeof ZDatasetInfo>;
