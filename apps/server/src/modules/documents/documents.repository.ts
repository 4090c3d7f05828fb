import type { TDealParty, TDocumentKind, TDocumentStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';

/** The SQL of document flow: the parties' registry data, the documents, their log. */

export type TDocumentRow = {
  id: number;
  order_id: number | null;
  tender_id: number | null;
  kind: TDocumentKind;
  title: string;
  sender_side: 'seller' | 'buyer';
  sender_id: number | null;
  seller_user_id: number | null;
  buyer_user_id: number | null;
  seller: TDealParty;
  buyer: TDealParty;
  deal: Record<string, unknown> | null;
  total_kopecks: number | null;
  file_key: string | null;
  file_name: string;
  file_type: string;
  file_size: number | null;
  status: TDocumentStatus;
  reject_reason: string | null;
  created_at: Date;
  viewed_at: Date | null;
  signed_at: Date | null;
  rejected_at: Date | null;
};

export type TDocumentEventRow = {
  document_id: number;
  event: 'sent' | 'viewed' | 'signed' | 'rejected';
  user_name: string;
  organization: string;
  comment: string | null;
  created_at: Date;
};

const DIRECTOR = `(select d.fio from company_directors d where d.company_id = c.id and d.ended_date is null
  order by d.position, d.id limit 1)`;

/** The bank details the subject's representative gave on its seller row (`s`); null until all are given. */
const BANK = `case when s.bik is not null then json_build_object('name', s.bank_name, 'bik', s.bik,
  'account', s.settlement_account, 'correspondent_account', s.correspondent_account) end`;

/**
 * A ЮЛ or an ИП as a party of a document: its registry name, codes, address and director, and the bank
 * details its representative gave on the marketplace (blank lines in the documents until then).
 */
export async function findSubjectParty(
  sql: TSql,
  subject: { kind: 'company' | 'entrepreneur'; id: number },
): Promise<TDealParty | undefined> {
  if (subject.kind === 'company') {
    const [row] = await sql<TDealParty[]>`
      select c.name_short as name, c.inn, c.kpp, c.ogrn, c.legal_address as address,
        ${sql.unsafe(DIRECTOR)} as director, ${sql.unsafe(BANK)} as bank
      from companies c left join sellers s on s.company_id = c.id where c.id = ${subject.id}`;
    return row;
  }
  const [row] = await sql<TDealParty[]>`
    select 'ИП ' || concat_ws(' ', last_name, first_name, middle_name) as name, e.inn, null as kpp, ogrnip as ogrn,
      null as address, concat_ws(' ', last_name, first_name, middle_name) as director, ${sql.unsafe(BANK)} as bank
    from entrepreneurs e left join sellers s on s.entrepreneur_id = e.id where e.id = ${subject.id}`;
  return row;
}

/** The ЮЛ (first) or ИП the user represents; undefined for a buyer who represents none. */
export async function findRepresentedSubject(
  sql: TSql,
  userId: number,
): Promise<{ kind: 'company' | 'entrepreneur'; id: number } | undefined> {
  const [row] = await sql<{ kind: 'company' | 'entrepreneur'; id: number }[]>`
    (select 'company' as kind, id from companies where representative_id = ${userId} order by id limit 1)
    union all
    (select 'entrepreneur' as kind, id from entrepreneurs where representative_id = ${userId} order by id limit 1)
    limit 1`;
  return row;
}

export async function findUserName(
  sql: TSql,
  userId: number,
): Promise<{ full_name: string; email: string } | undefined> {
  const [row] = await sql<{ full_name: string; email: string }[]>`
    select full_name, email from users where id = ${userId}`;
  return row;
}

export type TNewDocument = Omit<
  TDocumentRow,
  'id' | 'status' | 'reject_reason' | 'created_at' | 'viewed_at' | 'signed_at' | 'rejected_at'
>;

export async function insertDocument(tx: TSql, doc: TNewDocument): Promise<TDocumentRow> {
  const [row] = await tx<TDocumentRow[]>`
    insert into documents (order_id, tender_id, kind, title, sender_side, sender_id, seller_user_id, buyer_user_id,
      seller, buyer, deal, total_kopecks, file_key, file_name, file_type, file_size)
    values (${doc.order_id}, ${doc.tender_id}, ${doc.kind}, ${doc.title}, ${doc.sender_side}, ${doc.sender_id},
      ${doc.seller_user_id}, ${doc.buyer_user_id}, ${JSON.stringify(doc.seller)}::jsonb,
      ${JSON.stringify(doc.buyer)}::jsonb, ${doc.deal === null ? null : JSON.stringify(doc.deal)}::jsonb,
      ${doc.total_kopecks}, ${doc.file_key}, ${doc.file_name}, ${doc.file_type}, ${doc.file_size})
    returning *`;
  return row as TDocumentRow;
}

export async function insertEvent(
  tx: TSql,
  event: {
    documentId: number;
    event: TDocumentEventRow['event'];
    userId: number;
    userName: string;
    organization: string;
    comment: string | null;
  },
): Promise<void> {
  await tx`
    insert into document_events (document_id, event, user_id, user_name, organization, comment)
    values (${event.documentId}, ${event.event}, ${event.userId}, ${event.userName}, ${event.organization},
      ${event.comment})`;
}

/** The document when `userId` is one of its two parties; undefined for anyone else (and for no such id). */
export async function findVisibleDocument(sql: TSql, id: number, userId: number): Promise<TDocumentRow | undefined> {
  const [row] = await sql<TDocumentRow[]>`
    select * from documents where id = ${id} and (seller_user_id = ${userId} or buyer_user_id = ${userId})`;
  return row;
}

/** The receiving side's column: the party that did not send the document. */
const RECEIVER = `case when sender_side = 'seller' then buyer_user_id else seller_user_id end`;

/** sent → viewed by the receiver; false when it was already viewed (or is not theirs to view). */
export async function markViewed(tx: TSql, id: number, userId: number): Promise<boolean> {
  const rows = await tx`
    update documents set status = 'viewed', viewed_at = now()
    where id = ${id} and status = 'sent' and ${tx.unsafe(RECEIVER)} = ${userId}
    returning id`;
  return rows.length > 0;
}

/**
 * The receiver's answer: signed, or rejected with the reason. One conditional update: of two racing
 * answers exactly one finds the document still open. Undefined when it was already answered.
 */
export async function answerDocument(
  tx: TSql,
  id: number,
  userId: number,
  answer: { status: 'signed' } | { status: 'rejected'; reason: string },
): Promise<TDocumentRow | undefined> {
  const reason = answer.status === 'rejected' ? answer.reason : null;
  const [row] = await tx<TDocumentRow[]>`
    update documents set status = ${answer.status}, reject_reason = ${reason},
      signed_at = case when ${answer.status} = 'signed' then now() else signed_at end,
      rejected_at = case when ${answer.status} = 'rejected' then now() else rejected_at end,
      viewed_at = coalesce(viewed_at, now())
    where id = ${id} and status in ('sent', 'viewed') and ${tx.unsafe(RECEIVER)} = ${userId}
    returning *`;
  return row;
}

export async function findEvents(sql: TSql, ids: number[]): Promise<TDocumentEventRow[]> {
  if (ids.length === 0) return [];
  return sql<TDocumentEventRow[]>`
    select document_id, event, user_name, organization, comment, created_at
    from document_events where document_id = any(${ids}::bigint[]) order by document_id, id`;
}

export type TDocumentFilter = {
  userId: number;
  status?: TDocumentStatus;
  kind?: TDocumentKind;
  direction?: 'in' | 'out';
  counterparty?: string;
  order?: number;
  tender?: number;
  from?: string;
  to?: string;
  limit: number;
  offset: number;
};

/** A page of the user's documents (either party), newest first, with the filters of the list page. */
export async function findDocumentPage(
  sql: TSql,
  filter: TDocumentFilter,
): Promise<{ rows: TDocumentRow[]; count: number }> {
  const user = filter.userId;
  const mine = sql`(seller_user_id = ${user} or buyer_user_id = ${user})`;
  const conditions = [mine];
  if (filter.status) conditions.push(sql`status = ${filter.status}`);
  if (filter.kind) conditions.push(sql`kind = ${filter.kind}`);
  if (filter.order) conditions.push(sql`order_id = ${filter.order}`);
  if (filter.tender) conditions.push(sql`tender_id = ${filter.tender}`);
  const out = sql`((sender_side = 'seller' and seller_user_id = ${user}) or (sender_side = 'buyer' and buyer_user_id = ${user}))`;
  if (filter.direction === 'out') conditions.push(out);
  if (filter.direction === 'in') conditions.push(sql`not ${out}`);
  if (filter.counterparty) {
    const pattern = `%${filter.counterparty.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    // The other side: the buyer for the seller's representative, the seller for the buyer.
    conditions.push(sql`(
      (seller_user_id = ${user} and (buyer ->> 'name' ilike ${pattern} or buyer ->> 'inn' like ${pattern}))
      or (buyer_user_id = ${user} and (seller ->> 'name' ilike ${pattern} or seller ->> 'inn' like ${pattern})))`);
  }
  if (filter.from) conditions.push(sql`(created_at at time zone 'Europe/Moscow')::date >= ${filter.from}::date`);
  if (filter.to) conditions.push(sql`(created_at at time zone 'Europe/Moscow')::date <= ${filter.to}::date`);
  const where = conditions.reduce((all, condition) => sql`${all} and ${condition}`);
  const [rows, [total]] = await Promise.all([
    sql<TDocumentRow[]>`
      select * from documents where ${where} order by id desc limit ${filter.limit} offset ${filter.offset}`,
    sql<{ count: number }[]>`select count(*)::int as count from documents where ${where}`,
  ]);
  return { rows, count: total?.count ?? 0 };
}
