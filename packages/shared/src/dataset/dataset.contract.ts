import { z } from 'zod';

/** What the loaded registry data is: the footer warns while it is demo data. */
export const ZDatasetInfo = z
  .object({
    kind: z.enum(['demo', 'official', 'empty']),
    companies: z.number().int(),
    entrepreneurs: z.number().int(),
    loaded_at: z.string().nullable(),
    /** Per cent of the first start's demo load while it runs (search and cards wait for it), else null. */
    loading_percent: z.number().int().min(0).max(100).nullable(),
  })
  .meta({ id: 'DatasetInfo' });

export type TDatasetInfo = z.infer<typeof ZDatasetInfo>;
