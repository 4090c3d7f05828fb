import type { TSql } from '../../db/client.ts';

export async function insertSupportRequest(
  sql: TSql,
  userId: number,
  text: string,
): Promise<{ id: number; text: string; created_at: Date }> {
  const [row] = await sql<{ id: number; text: string; created_at: Date }[]>`
    insert into support_requests (user_id, text) values (${userId}, ${text}) returning id, text, created_at`;
  return row as { id: number; text: string; created_at: Date };
}
