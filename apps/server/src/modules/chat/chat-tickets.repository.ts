import type { TSql } from '../../db/client.ts';

export async function insertTicket(sql: TSql, ticketHash: string, userId: number, ttlSeconds: number): Promise<void> {
  await sql`
    insert into chat_tickets (ticket_hash, user_id, expires_at)
    values (${ticketHash}, ${userId}, now() + make_interval(secs => ${ttlSeconds}))`;
}

/** Takes a live ticket: the first caller gets its user, every later one (and an expired ticket) nothing. */
export async function takeTicket(sql: TSql, ticketHash: string): Promise<number | undefined> {
  const [row] = await sql<{ user_id: number; live: boolean }[]>`
    delete from chat_tickets where ticket_hash = ${ticketHash}
    returning user_id, expires_at > now() as live`;
  return row?.live ? row.user_id : undefined;
}

/** Drops tickets nobody used. */
export async function deleteExpiredTickets(sql: TSql): Promise<number> {
  const rows = await sql`delete from chat_tickets where expires_at < now() - interval '1 minute' returning 1`;
  return rows.length;
}
