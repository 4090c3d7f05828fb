import type { TSql } from '../../db/client.ts';

/**
 * The SQL of card documents (migration 0031). How a kept document can never be
 * older than the data:
 * - a writer calls `invalidate_card_documents` in its transaction: it holds the
 *   shared side of eight stripe locks until it commits, advances
 *   `card_document_writes`, then deletes the documents built on what it changes;
 * - a reader that finds no document notes, in the same statement, that sequence's
 *   value and whether it could take the exclusive side of one stripe lock (no
 *   writer in progress); then it runs the route as usual;
 * - it inserts the reply only if, again in one statement, the stripe lock is free
 *   and the sequence has not moved. Every writer either committed before the
 *   reader's first read (its data was read), or deletes after the insert (its
 *   delete sees the document), or made the insert refuse.
 * While writers follow each other (an import in progress) nothing is kept:
 * readers run the queries, as they did before documents existed.
 */

/** Readers spread over this many stripe locks, so two readers keeping documents rarely meet. */
const STRIPES = 8;

/** A kept reply: its body as the bytes PostgreSQL holds (UTF-8), sent to the socket as they are. */
export type TStoredDocument = { body: Buffer; content_type: string; cache_control: string | null };

/** What a reader that found no document must bring back to keep one. */
export type TDocumentCapture = {
  /** `card_document_writes` before the reader's first read. */
  seen: string;
  generation: string;
  stripe: number;
  /** No writer was in progress: a document built now may be kept. */
  free: boolean;
};

export const stripeOf = (key: string): number => {
  let hash = 0;
  for (let i = 0; i < key.length; i++) hash = (hash * 31 + key.charCodeAt(i)) | 0;
  return Math.abs(hash) % STRIPES;
};

/** The value of a sequence as `card_documents` compares it: 0 before its first `nextval`. */
const GENERATION = 'select case when is_called then last_value else 0 end from card_document_generation';

/**
 * The document answering `key`, or, when there is none of the current generation, the reader's capture. A
 * hit is one primary-key read; a miss reads once more (the build that follows costs far more).
 */
export async function findDocument(sql: TSql, key: string): Promise<TStoredDocument | TDocumentCapture> {
  // Raw columns: decoding a card's few KB of Cyrillic into a string and encoding it back for the socket took over
  // a quarter of the server's CPU for a hit on a 7 KB company card.
  const [found] = await sql`
    select body, content_type, cache_control from card_documents
    where key = ${key} and generation = (${sql.unsafe(GENERATION)})
      and (expires_at is null or expires_at > now())`.raw();
  const [body, contentType, cacheControl] = found ?? [];
  if (body && contentType)
    return { body, content_type: contentType.toString(), cache_control: cacheControl?.toString() ?? null };
  const stripe = stripeOf(key);
  const [row] = await sql<{ seen: string; generation: string; free: boolean }[]>`
    select (select case when is_called then last_value else 0 end from card_document_writes)::text as seen,
      (${sql.unsafe(GENERATION)})::text as generation,
      pg_try_advisory_xact_lock(hashtext('card_documents'), ${stripe}) as free`;
  if (!row) throw new Error('card document sequences are missing');
  return { ...row, stripe };
}

export type TNewDocument = {
  key: string;
  body: string;
  contentType: string;
  cacheControl: string | null;
  dependsOn: string[];
  expiresAt: Date | null;
  /** A day of the database's calendar: the document expires as that day begins there. */
  expiresOn: string | null;
};

/**
 * Keeps a document unless a writer ran since the capture; true when it was kept. The document and its tag rows
 * go in one statement, so a writer never sees one without the other; the rows of a document it replaces go.
 */
export async function storeDocument(sql: TSql, document: TNewDocument, capture: TDocumentCapture): Promise<boolean> {
  const rows = await sql`
    with kept as (
      insert into card_documents (key, body, content_type, cache_control, expires_at, generation)
      select ${document.key}, ${document.body}, ${document.contentType}, ${document.cacheControl},
        least(${document.expiresAt}::timestamptz, ${document.expiresOn}::date::timestamptz), ${capture.generation}::bigint
      where pg_try_advisory_xact_lock(hashtext('card_documents'), ${capture.stripe})
        and (select case when is_called then last_value else 0 end from card_document_writes) = ${capture.seen}::bigint
      on conflict (key) do update set body = excluded.body, content_type = excluded.content_type,
        cache_control = excluded.cache_control, expires_at = excluded.expires_at,
        generation = excluded.generation, created_at = now()
      returning key
    ), old_tags as (
      delete from card_document_tags where key in (select key from kept)
    ), new_tags as (
      insert into card_document_tags (tag, key)
      select hashtextextended(tag, 0), kept.key from kept, unnest(${[...new Set(document.dependsOn)]}::text[]) as tag
    )
    select 1 from kept`;
  return rows.length > 0;
}

/** Deletes the documents holding any of `tags`, in the writer's transaction (see the top of this file). */
export async function invalidateTags(tx: TSql, tags: readonly string[]): Promise<void> {
  if (!tags.length) return;
  await tx`select invalidate_card_documents(${[...new Set(tags)]}::text[])`;
}

/**
 * Deletes the documents listing the companies at the addresses of the companies with these ИНН (both ways
 * an address is tagged, as `addressTags` makes them: `md5` here and in tags.ts give the same text).
 */
export async function invalidateAddressesOf(tx: TSql, inns: readonly string[]): Promise<void> {
  if (!inns.length) return;
  await tx`
    select invalidate_card_documents(array(
      select distinct tag from companies c,
        lateral (values ('fias:' || c.address_fias_id), ('address:' || md5(c.legal_address))) as t(tag)
      where c.inn = any(${[...new Set(inns)]}::varchar[]) and tag is not null))`;
}

/** Leaves every document unread: a change that may touch any of them. */
export async function invalidateEverything(tx: TSql): Promise<void> {
  await tx`select invalidate_card_documents(null)`;
}

/** Deletes the documents of older generations, which are never read again. */
export async function deleteOldGenerations(sql: TSql): Promise<number> {
  const [row] = await sql<{ deleted: number }[]>`
    with gone as (
      delete from card_documents
      where generation < (select case when is_called then last_value else 0 end from card_document_generation)
      returning key
    ), their_tags as (
      delete from card_document_tags t using gone where t.key = gone.key
    )
    select count(*)::int as deleted from gone`;
  return row?.deleted ?? 0;
}

/** Leaves every document unread and empties the table at once (a new register replaces every subject). */
export async function replaceEverything(sql: TSql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`select invalidate_card_documents(null)`;
    await tx`truncate card_documents, card_document_tags`;
  });
}
