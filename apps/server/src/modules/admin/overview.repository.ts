import { FAILED_IMPORTS_DAYS } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';

/** What waits for staff outside the chat: applications, products on moderation, failed imports of late. */
export async function countPendingWork(
  sql: TSql,
): Promise<{ pending_applications: number; products_on_moderation: number; failed_imports: number }> {
  const [row] = await sql<{ pending_applications: number; products_on_moderation: number; failed_imports: number }[]>`
    select
      (select count(*)::int from company_bindings where status = 'pending') as pending_applications,
      (select count(*)::int from products where status = 'moderation') as products_on_moderation,
      (select count(*)::int from import_runs
        where status = 'failed' and started_at > now() - make_interval(days => ${FAILED_IMPORTS_DAYS})) as failed_imports`;
  return row ?? { pending_applications: 0, products_on_moderation: 0, failed_imports: 0 };
}
