import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.ts';
import { read, useCardDocuments } from '../../../test/card-documents.ts';
import type { TSql } from '../../db/client.ts';
import { setSubjectRepresentative } from '../companies/index.ts';
import { invalidateReliability } from '../reliability/index.ts';
import { findDocument, storeDocument, type TDocumentCapture } from './card-documents.repository.ts';
import {
  deleteOldCardDocuments,
  invalidateAllCardDocuments,
  invalidateCardDocuments,
  invalidateCardDocumentsAtAddressesOf,
  startNewCardDocumentGeneration,
} from './card-documents.service.ts';
import { documentTag } from './tags.ts';

const ctx = useCardDocuments('card_documents');

type TSubject = { id: number; inn: string; ogrn: string };
let companies: TSubject[];
let entrepreneur: { inn: string };

beforeAll(async () => {
  companies = await ctx.sql<TSubject[]>`
    select id, inn, ogrn from companies where status_name = 'Действует' order by id limit 8`;
  const [first] = await ctx.sql<{ inn: string }[]>`select inn from entrepreneurs order by id limit 1`;
  entrepreneur = first as { inn: string };
});

const subject = (n: number) => companies[n] as TSubject;
const cardUrl = (n: number) => `/api/v1/company/?query=${subject(n).inn}`;
const counts = () => ({ ...ctx.stats });
/** Documents kept for a route and an identifier among its parameters. */
const kept = (route: string, identifier: string) =>
  ctx.sql`select key from card_documents where key like ${`${route} %${identifier}%`}`;

/** Runs `work` inside a writer's transaction that stays open until `work` resolves. */
async function whileWriting(tags: string[], work: () => Promise<void>): Promise<void> {
  await ctx.sql.begin(async (tx) => {
    await invalidateCardDocuments(tx as unknown as TSql, tags);
    await work();
  });
}

describe('card documents', () => {
  it('answer every card endpoint, byte for byte as its queries do, from the second read on', async () => {
    const c = subject(0);
    const urls = [
      `/api/v1/company/?query=${c.inn}`,
      `/api/v1/company/?query=${c.ogrn}`,
      `/api/v1/companies/${c.id}`,
      `/api/v1/entrepreneur/?query=${entrepreneur.inn}`,
      `/api/v1/company-finances/?query=${c.inn}`,
      `/api/v1/legal-cases/?inn=${c.inn}`,
      `/api/v1/contracts/?inn=${c.inn}`,
      `/api/v1/inspection/?inn=${c.inn}`,
      `/api/v1/history/?query=${c.inn}`,
      `/api/v1/reliability/?query=${c.inn}`,
      `/counter-parties/${c.inn}`,
    ];
    for (const url of urls) {
      const expected = await read(ctx.queries, url);
      expect(expected.status, url).toBe(200);
      const before = counts();
      expect(await read(ctx.documents, url), url).toEqual(expected);
      expect(await read(ctx.documents, url), url).toEqual(expected);
      expect(counts(), url).toEqual({
        ...before,
        misses: before.misses + 1,
        kept: before.kept + 1,
        hits: before.hits + 1,
      });
    }
  });

  it('are not kept for a caller with a token where the reply depends on the caller', async () => {
    const user = await createUser(ctx.documents, 'documents');
    const url = `/api/v1/history/?query=${subject(1).inn}`;
    const before = counts();
    const response = await ctx.documents.inject({ method: 'GET', url, headers: user.auth });
    expect(response.statusCode).toBe(200);
    expect(counts()).toEqual(before);
    expect(await kept('/api/v1/history/', subject(1).inn)).toHaveLength(0);
  });

  it('are deleted by a writer of what they show, and none is kept while a writer is in progress', async () => {
    const url = cardUrl(2);
    const expected = await read(ctx.queries, url);
    await whileWriting([documentTag.inn(subject(2).inn)], async () => {
      const before = counts();
      expect(await read(ctx.documents, url)).toEqual(expected);
      expect(counts()).toEqual({ ...before, misses: before.misses + 1 });
    });
    await read(ctx.documents, url);
    expect(ctx.stats.kept).toBeGreaterThan(0);
    const hits = ctx.stats.hits;
    await read(ctx.documents, url);
    expect(ctx.stats.hits).toBe(hits + 1);
    // Tags of other facts leave it; the subject's own delete it.
    await ctx.sql.begin((tx) => invalidateCardDocuments(tx as unknown as TSql, [documentTag.inn('7700000000')]));
    await read(ctx.documents, url);
    expect(ctx.stats.hits).toBe(hits + 2);
    await ctx.sql.begin((tx) => invalidateCardDocuments(tx as unknown as TSql, [documentTag.ogrn(subject(2).ogrn)]));
    const misses = ctx.stats.misses;
    expect(await read(ctx.documents, url)).toEqual(expected);
    expect(ctx.stats.misses).toBe(misses + 1);
  });

  it('are refused when a writer committed, or is in progress, between the first read and the insert', async () => {
    const document = (key: string) => ({
      key,
      body: '{}',
      contentType: 'application/json; charset=utf-8',
      cacheControl: null,
      dependsOn: ['inn:7700000001'],
      expiresAt: null,
      expiresOn: null,
    });
    const capture = async (key: string) => {
      const found = await findDocument(ctx.sql, key);
      expect(found).not.toHaveProperty('body');
      return found as TDocumentCapture;
    };
    const committed = await capture('test committed');
    expect(committed.free).toBe(true);
    await ctx.sql.begin((tx) => invalidateCardDocuments(tx as unknown as TSql, ['inn:7700000002']));
    expect(await storeDocument(ctx.sql, document('test committed'), committed)).toBe(false);

    const inProgress = await capture('test in progress');
    await whileWriting(['inn:7700000002'], async () => {
      expect(await storeDocument(ctx.sql, document('test in progress'), inProgress)).toBe(false);
      // A reader that starts while the writer runs does not even try.
      expect((await capture('test started during')).free).toBe(false);
    });

    const quiet = await capture('test quiet');
    expect(await storeDocument(ctx.sql, document('test quiet'), quiet)).toBe(true);
    expect(await findDocument(ctx.sql, 'test quiet')).toEqual({
      body: Buffer.from('{}'),
      content_type: 'application/json; charset=utf-8',
      cache_control: null,
    });
  });

  it('keep a card’s body in the row, uncompressed, so a read needs no TOAST probe or decompression', async () => {
    const key = 'test inline';
    const body = JSON.stringify({ name: 'ООО «Ромашка»', rows: Array.from({ length: 400 }, (_, n) => `строка ${n}`) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(7_000);
    const capture = (await findDocument(ctx.sql, key)) as TDocumentCapture;
    const document = { key, body, contentType: 'application/json', cacheControl: null, dependsOn: [] };
    expect(await storeDocument(ctx.sql, { ...document, expiresAt: null, expiresOn: null }, capture)).toBe(true);
    const [row] = await ctx.sql<{ compression: string | null }[]>`
      select pg_column_compression(body) as compression from card_documents where key = ${key}`;
    expect(row).toEqual({ compression: null });
    expect(await findDocument(ctx.sql, key)).toHaveProperty('body', Buffer.from(body));
    await ctx.sql`delete from card_documents where key = ${key}`;
  });

  it('are not served past the day a fact they show stops holding', async () => {
    const [row] = await ctx.sql<{ today: string; tomorrow: string }[]>`
      select current_date::text as today, (current_date + 1)::text as tomorrow`;
    const keep = async (key: string, expires: { expiresAt?: Date; expiresOn?: string }) => {
      const capture = (await findDocument(ctx.sql, key)) as TDocumentCapture;
      const document = { key, body: '[]', contentType: 'application/json', cacheControl: null, dependsOn: [] };
      const stored = { ...document, expiresAt: expires.expiresAt ?? null, expiresOn: expires.expiresOn ?? null };
      expect(await storeDocument(ctx.sql, stored, capture)).toBe(true);
      return findDocument(ctx.sql, key);
    };
    expect(await keep('test expired', { expiresAt: new Date(Date.now() - 1000) })).not.toHaveProperty('body');
    expect(await keep('test ends today', { expiresOn: row?.today })).not.toHaveProperty('body');
    expect(await keep('test ends tomorrow', { expiresOn: row?.tomorrow })).toHaveProperty('body', Buffer.from('[]'));
  });

  it('listing the companies at an address go when a company there is ranked anew (tags made in SQL as in code)', async () => {
    const [company] = await ctx.sql<{ inn: string; legal_address: string; address_fias_id: string | null }[]>`
      select inn, legal_address, address_fias_id from companies where legal_address is not null order by id limit 1`;
    if (!company) throw new Error('no company with an address');
    const tags = [documentTag.address(company.legal_address)];
    if (company.address_fias_id) tags.push(documentTag.fias(company.address_fias_id));
    for (const tag of tags) {
      const capture = (await findDocument(ctx.sql, `test ${tag}`)) as TDocumentCapture;
      const document = { key: `test ${tag}`, body: '{}', contentType: 'application/json', cacheControl: null };
      expect(
        await storeDocument(ctx.sql, { ...document, dependsOn: [tag], expiresAt: null, expiresOn: null }, capture),
      ).toBe(true);
    }
    await ctx.sql.begin((tx) => invalidateCardDocumentsAtAddressesOf(tx as unknown as TSql, [company.inn]));
    for (const tag of tags) expect(await findDocument(ctx.sql, `test ${tag}`)).not.toHaveProperty('body');
  });

  it('are deleted by their tags exactly, with their tag rows, among many kept', async () => {
    const keep = async (key: string, dependsOn: string[], expiresAt: Date | null = null) => {
      const capture = (await findDocument(ctx.sql, key)) as TDocumentCapture;
      const document = { key, body: '{}', contentType: 'application/json', cacheControl: null };
      expect(await storeDocument(ctx.sql, { ...document, dependsOn, expiresAt, expiresOn: null }, capture)).toBe(true);
    };
    for (let n = 0; n < 299; n++) await keep(`test many ${n}`, [`inn:test-${n}`, `ogrn:test-${n % 7}`]);
    // A document built again (its first build has expired) from other facts answers to its new tags only.
    await keep('test many 299', ['inn:test-299', 'ogrn:test-5'], new Date(Date.now() - 1000));
    await keep('test many 299', ['inn:test-new']);
    const left = async () =>
      (await ctx.sql<{ key: string }[]>`select key from card_documents where key like 'test many %'`).length;
    const tagRows = (key: string) => ctx.sql`select 1 from card_document_tags where key = ${key}`;

    // An import batch's worth of tags, nearly all of them naming nothing kept.
    const unrelated = Array.from({ length: 5_000 }, (_, n) => `inn:unrelated-${n}`);
    await ctx.sql.begin((tx) =>
      invalidateCardDocuments(tx as unknown as TSql, [...unrelated, 'inn:test-5', 'ogrn:test-3', 'inn:test-299']),
    );
    // `inn:test-5` names one document, `ogrn:test-3` every seventh; `inn:test-299` no longer names the 300th.
    const gone = new Set([5, ...Array.from({ length: 300 }, (_, n) => n).filter((n) => n % 7 === 3 && n !== 299)]);
    expect(await left()).toBe(300 - gone.size);
    for (const n of gone) {
      expect(await findDocument(ctx.sql, `test many ${n}`)).not.toHaveProperty('body');
      expect(await tagRows(`test many ${n}`)).toHaveLength(0);
    }
    expect(await findDocument(ctx.sql, 'test many 4')).toHaveProperty('body', Buffer.from('{}'));
    expect(await findDocument(ctx.sql, 'test many 299')).toHaveProperty('body', Buffer.from('{}'));
    expect(await tagRows('test many 299')).toHaveLength(1);

    await ctx.sql.begin((tx) => invalidateCardDocuments(tx as unknown as TSql, ['inn:test-new']));
    expect(await findDocument(ctx.sql, 'test many 299')).not.toHaveProperty('body');
    await ctx.sql`delete from card_document_tags where key like 'test many %'`;
    await ctx.sql`delete from card_documents where key like 'test many %'`;
  });

  it('go with the stored rating they show', async () => {
    const url = `/api/v1/reliability/?query=${subject(3).inn}`;
    await read(ctx.documents, url);
    expect(await kept('/api/v1/reliability/', subject(3).inn)).toHaveLength(1);
    await ctx.sql.begin((tx) => invalidateReliability(tx as unknown as TSql, [subject(3).inn]));
    expect(await kept('/api/v1/reliability/', subject(3).inn)).toHaveLength(0);
    const fresh = await read(ctx.documents, url);
    expect(fresh).toEqual(await read(ctx.queries, url));
  });

  it('show a new representative and seller at once', async () => {
    const url = cardUrl(4);
    await read(ctx.documents, url);
    const user = await createUser(ctx.queries, 'representative');
    const sellerId = await ctx.sql.begin((tx) =>
      setSubjectRepresentative(tx as unknown as TSql, { kind: 'company', id: subject(4).id }, user.id),
    );
    const card = JSON.parse((await read(ctx.documents, url)).body);
    expect(card).toMatchObject({ representative: user.id, seller: sellerId });
    expect(await read(ctx.documents, url)).toEqual(await read(ctx.queries, url));
  });

  it('of earlier generations are never read, then deleted', async () => {
    const urls = [cardUrl(5), cardUrl(6)];
    for (const url of urls) await read(ctx.documents, url);
    await ctx.sql.begin((tx) => invalidateAllCardDocuments(tx as unknown as TSql));
    const misses = ctx.stats.misses;
    await read(ctx.documents, urls[0] as string);
    expect(ctx.stats.misses).toBe(misses + 1);
    await startNewCardDocumentGeneration(ctx.sql);
    await read(ctx.documents, urls[0] as string);
    expect(ctx.stats.misses).toBe(misses + 2);
    expect(await deleteOldCardDocuments(ctx.sql)).toBeGreaterThan(0);
    expect(await kept('/api/v1/company/', subject(6).inn)).toHaveLength(0);
    const orphans = await ctx.sql`
      select 1 from card_document_tags t where not exists (select 1 from card_documents d where d.key = t.key)`;
    expect(orphans).toHaveLength(0);
  });
});
