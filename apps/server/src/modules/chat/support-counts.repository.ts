import type { TSql } from '../../db/client.ts';

/** Support conversations waiting for an answer (the back office's overview counts them). */
export async function countOpenSupportRooms(sql: TSql): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from chat_rooms where kind = 'support' and support_status = 'open'`;
  return row?.count ?? 0;
}
