import {
  AppError,
  ENTITLEMENT_ERROR_CODE,
  ENTITLEMENT_MESSAGES,
  featureForLimit,
  MESSAGES,
  PLAN_LIMIT_ERROR_CODE,
  QUOTE_FILE_FIELD,
  TENDER_DEADLINE_MAX_DAYS,
  TENDER_FILE_FIELDS,
  TENDER_MESSAGES,
  TENDERS_PAGE_SIZE,
  type TEntitlementErrorBody,
  type TPlanLimitErrorBody,
  type TQuote,
  type TTender,
  type TTenderAllowance,
  type TTenderCompany,
  type TTendersPage,
  type TTendersQuery,
} from '@sverka/shared';
import type { FastifyRequest } from 'fastify';
import type { TSql } from '../../db/client.ts';
import type { TUploadedFile } from '../../lib/multipart.ts';
import type { TAccountsDeps } from '../auth/index.ts';
import { planLimit } from '../entitlements/index.ts';
import { storedScoresOf } from '../reliability/index.ts';
import { checkFiles, storeFiles } from './tender-files.ts';
import { cancelLetters, newQuoteLetter, sendLetters, winnerLetters } from './tenders.mail.ts';
import { presentQuote, presentSummary, presentTender, type TPresentContext } from './tenders.presenter.ts';
import * as repository from './tenders.repository.ts';

export type TTendersDeps = Pick<TAccountsDeps, 'sql' | 'storage' | 'mailer' | 'log' | 'config'>;

/** How many of one's own tenders or quotes the profile lists. */
const OWN_LIST_MAX = 200;

const notFound = () => new AppError('NOT_FOUND', TENDER_MESSAGES.notFound);
const fieldError = (field: string, message: string) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { [field]: [message] });

/** Today's date in Moscow (UTC+3 all year), as `YYYY-MM-DD`. */
export function moscowToday(now = new Date()): string {
  return new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const isRealDate = (iso: string) => {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().slice(0, 10) === iso;
};

/** The company the user acts for: the one asked for if they represent it, else their only (first) one. */
function actingCompany(own: number[], requested: number | undefined): number {
  if (requested !== undefined) {
    if (!own.includes(requested)) throw new AppError('FORBIDDEN', TENDER_MESSAGES.notYourCompany);
    return requested;
  }
  const [first] = own;
  if (first === undefined) throw new AppError('FORBIDDEN', TENDER_MESSAGES.notRepresentative);
  return first;
}

/** The companies by seller id, each with its stored reliability mark (read, never computed here). */
export async function companiesOf(sql: TSql, sellerIds: number[]): Promise<Map<number, TTenderCompany>> {
  const rows = await repository.findCompanies(sql, [...new Set(sellerIds)]);
  const scores = await storedScoresOf(
    sql,
    rows.map((row) => ({ kind: row.kind, id: row.subject_id, inn: row.inn })),
  );
  return new Map(
    rows.map((row, index) => [
      row.seller_id,
      { id: row.seller_id, name: row.name, inn: row.inn, reliability: scores[index] ?? null },
    ]),
  );
}

/** The caller's allowance of open tenders, how many their companies have open, and their companies. */
export async function getAllowance(deps: TTendersDeps, request: FastifyRequest, userId: number) {
  const own = await repository.findOwnSellerIds(deps.sql, userId);
  const [{ limit, upgrade }, open, companies] = await Promise.all([
    planLimit(deps.sql, request, 'open_tenders'),
    repository.countOpenTenders(deps.sql, own),
    companiesOf(deps.sql, own),
  ]);
  const allowance: TTenderAllowance = {
    limit,
    open,
    plan: upgrade,
    companies: own.flatMap((id) => {
      const company = companies.get(id);
      return company ? [{ id, name: company.name }] : [];
    }),
  };
  return allowance;
}

export type TCreateInput = {
  title: string;
  description: string;
  quantity: number;
  unit: string;
  budget?: number;
  region: string;
  category: number;
  deadline: string;
  company?: number;
};

export type TRefusal = { ok: false; refusal: TEntitlementErrorBody | TPlanLimitErrorBody };

/**
 * Publishes a tender of the user's company. Without a plan that has tenders the answer is the paid feature's
 * refusal; with as many open as the plan allows, `plan_limit_reached` naming the tier that allows more. The
 * count and the insert run under a per-user lock, so two publications at once cannot both pass.
 */
export async function createTender(
  deps: TTendersDeps,
  request: FastifyRequest,
  userId: number,
  input: TCreateInput,
  uploaded: Record<string, TUploadedFile | undefined>,
): Promise<{ ok: true; id: number } | TRefusal> {
  const allowance = await planLimit(deps.sql, request, 'open_tenders');
  if (allowance.limit === 0) {
    return {
      ok: false,
      refusal: {
        detail: ENTITLEMENT_MESSAGES.upgrade,
        code: ENTITLEMENT_ERROR_CODE,
        feature: featureForLimit('open_tenders', 1) ?? 'tenders.publish_3',
        reason: 'upgrade',
        plan: allowance.upgrade,
      },
    };
  }
  const own = await repository.findOwnSellerIds(deps.sql, userId);
  const customerId = actingCompany(own, input.company);
  const today = moscowToday();
  if (!isRealDate(input.deadline)) throw fieldError('deadline', TENDER_MESSAGES.deadlineFormat);
  if (input.deadline <= today) throw fieldError('deadline', TENDER_MESSAGES.deadlineFuture);
  if (input.deadline > addDays(today, TENDER_DEADLINE_MAX_DAYS)) {
    throw fieldError('deadline', TENDER_MESSAGES.deadlineTooFar);
  }
  if (!(await repository.regionExists(deps.sql, input.region))) {
    throw fieldError('region', TENDER_MESSAGES.regionUnknown);
  }
  if (!(await repository.categoryExists(deps.sql, input.category))) {
    throw fieldError('category', TENDER_MESSAGES.categoryUnknown);
  }
  const files = checkFiles(uploaded, TENDER_FILE_FIELDS);
  const keys = await storeFiles(deps.storage, files);
  try {
    const result = await deps.sql.begin(async (transaction) => {
      const tx = transaction as unknown as TSql;
      await repository.lockPublisher(tx, userId);
      if ((await repository.countOpenTenders(tx, own)) >= allowance.limit) {
        const refusal: TPlanLimitErrorBody = {
          detail: TENDER_MESSAGES.limitReached(allowance.limit),
          code: PLAN_LIMIT_ERROR_CODE,
          limit: allowance.limit,
          plan: allowance.upgrade,
        };
        return { ok: false as const, refusal };
      }
      const id = await repository.insertTender(tx, {
        customerId,
        authorId: userId,
        title: input.title,
        description: input.description,
        quantity: input.quantity,
        unit: input.unit,
        budget: input.budget ?? null,
        regionCode: input.region,
        categoryId: input.category,
        deadline: input.deadline,
      });
      for (const [index, file] of files.entries()) {
        await repository.insertFile(tx, {
          tenderId: id,
          quoteId: null,
          storageKey: keys[index] as string,
          name: file.name,
          contentType: file.kind.contentType,
          size: file.file.data.length,
        });
      }
      return { ok: true as const, id };
    });
    if (!result.ok) await deleteStored(deps, keys);
    return result;
  } catch (error) {
    await deleteStored(deps, keys);
    throw error;
  }
}

async function deleteStored(deps: TTendersDeps, keys: string[]) {
  for (const key of keys) {
    await deps.storage.delete(key).catch((error) => deps.log.warn({ err: error, key }, 'tender file not deleted'));
  }
}

async function contextFor(sql: TSql, userId: number, sellerIds: number[]): Promise<TPresentContext> {
  const own = await repository.findOwnSellerIds(sql, userId);
  return { companies: await companiesOf(sql, [...sellerIds, ...own]), own: new Set(own) };
}

/** Open tenders that take quotes, with the filters, one page. */
export async function listTenders(deps: TTendersDeps, userId: number, query: TTendersQuery): Promise<TTendersPage> {
  const filter: repository.TTenderFilter = {
    region: query.region,
    deadlineFrom: query.deadline_from,
    deadlineTo: query.deadline_to,
    search: query.search || undefined,
  };
  if (query.category !== undefined) filter.categoryIds = await repository.categorySubtree(deps.sql, query.category);
  const offset = (query.page - 1) * TENDERS_PAGE_SIZE;
  const { rows, count } = await repository.findOpenTenders(deps.sql, filter, { limit: TENDERS_PAGE_SIZE, offset });
  const context = await contextFor(
    deps.sql,
    userId,
    rows.map((row) => row.customer_id),
  );
  return {
    count,
    page: query.page,
    page_size: TENDERS_PAGE_SIZE,
    next: offset + rows.length < count ? query.page + 1 : null,
    previous: query.page > 1 ? query.page - 1 : null,
    result: rows.map((row) => presentSummary(row, context)),
  };
}

async function requireTender(sql: TSql, id: number) {
  const row = await repository.findTender(sql, id);
  if (!row) throw notFound();
  return row;
}

/**
 * The quotes the viewer may see: every one to the customer, the viewer's own company's to a supplier. The
 * winner's is shown to its supplier and the customer.
 */
async function visibleQuotes(sql: TSql, tender: repository.TTenderRow, context: TPresentContext) {
  const isCustomer = context.own.has(tender.customer_id);
  const rows = await repository.findQuotesOfTender(sql, tender.id, isCustomer ? undefined : [...context.own]);
  const files = await repository.findFilesOfTenders(sql, [tender.id]);
  const fileOf = new Map(files.filter((file) => file.quote_id !== null).map((file) => [file.quote_id, file]));
  return {
    files,
    quotes: rows.map((row) =>
      presentQuote(row, { ...context, winnerQuoteId: tender.winner_quote_id, file: fileOf.get(row.id) }),
    ),
  };
}

/** One tender as a signed-in user sees it. */
export async function getTender(deps: TTendersDeps, userId: number, id: number): Promise<TTender> {
  const row = await requireTender(deps.sql, id);
  const quoteRows = await repository.findQuotesOfTender(deps.sql, id);
  const context = await contextFor(deps.sql, userId, [row.customer_id, ...quoteRows.map((q) => q.supplier_id)]);
  const { files, quotes } = await visibleQuotes(deps.sql, row, context);
  return presentTender(row, {
    ...context,
    files,
    winner: quotes.find((quote) => quote.is_winner) ?? null,
    myQuote: quotes.find((quote) => quote.is_mine) ?? null,
  });
}

export async function listQuotes(deps: TTendersDeps, userId: number, id: number): Promise<TQuote[]> {
  const row = await requireTender(deps.sql, id);
  const quoteRows = await repository.findQuotesOfTender(deps.sql, id);
  const context = await contextFor(deps.sql, userId, [row.customer_id, ...quoteRows.map((q) => q.supplier_id)]);
  return (await visibleQuotes(deps.sql, row, context)).quotes;
}

export type TQuoteInput = {
  price: number;
  delivery_date?: string;
  terms: string;
  comment: string;
  company?: number;
};

/**
 * The supplier company's quote: the first one creates it, a later one (while the tender takes quotes) rewrites
 * it. The customer's own companies cannot quote; a closed, cancelled or expired tender takes nothing. The
 * customer hears of a new quote by email.
 */
export async function submitQuote(
  deps: TTendersDeps,
  userId: number,
  tenderId: number,
  input: TQuoteInput,
  uploaded: Record<string, TUploadedFile | undefined>,
): Promise<{ quote: TQuote; created: boolean }> {
  const own = await repository.findOwnSellerIds(deps.sql, userId);
  const tender = await requireTender(deps.sql, tenderId);
  if (own.includes(tender.customer_id)) throw new AppError('FORBIDDEN', TENDER_MESSAGES.ownTender);
  const supplierId = actingCompany(own, input.company);
  if (input.delivery_date !== undefined) {
    if (!isRealDate(input.delivery_date)) throw fieldError('delivery_date', TENDER_MESSAGES.deadlineFormat);
    if (input.delivery_date < moscowToday()) throw fieldError('delivery_date', TENDER_MESSAGES.deliveryDatePast);
  }
  const files = checkFiles(uploaded, [QUOTE_FILE_FIELD]);
  const keys = await storeFiles(deps.storage, files);
  let replaced: string[] = [];
  let saved: { id: number; created: boolean };
  try {
    saved = await deps.sql.begin(async (transaction) => {
      const tx = transaction as unknown as TSql;
      const locked = await repository.lockTender(tx, tenderId);
      if (!locked?.accepting_quotes) throw new AppError('CONFLICT', TENDER_MESSAGES.notAccepting);
      const result = await repository.upsertQuote(tx, {
        tenderId,
        supplierId,
        authorId: userId,
        price: input.price,
        deliveryDate: input.delivery_date ?? null,
        terms: input.terms,
        comment: input.comment,
      });
      const [file] = files;
      if (file) {
        replaced = await repository.deleteQuoteFiles(tx, result.id);
        await repository.insertFile(tx, {
          tenderId,
          quoteId: result.id,
          storageKey: keys[0] as string,
          name: file.name,
          contentType: file.kind.contentType,
          size: file.file.data.length,
        });
      }
      return result;
    });
  } catch (error) {
    await deleteStored(deps, keys);
    throw error;
  }
  await deleteStored(deps, replaced);
  const quotes = await listQuotes(deps, userId, tenderId);
  const quote = quotes.find((entry) => entry.id === saved.id) as TQuote;
  await sendLetters(deps, [await newQuoteLetter(deps, tender, quote, saved.created)]);
  return { quote, created: saved.created };
}

/** The tender if the user represents its customer; a supplier or a stranger gets 403 (the tender is visible to them). */
async function customerTender(sql: TSql, userId: number, tenderId: number, tx?: TSql) {
  const own = await repository.findOwnSellerIds(sql, userId);
  const tender = tx ? await repository.lockTender(tx, tenderId) : await repository.findTender(sql, tenderId);
  if (!tender) throw notFound();
  if (!own.includes(tender.customer_id)) throw new AppError('FORBIDDEN', TENDER_MESSAGES.onlyCustomer);
  return tender;
}

/** The customer picks the winning quote: once, while the tender is open (a deadline past is no obstacle). */
export async function chooseWinner(deps: TTendersDeps, userId: number, tenderId: number, quoteId: number) {
  const tender = await deps.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const locked = await customerTender(deps.sql, userId, tenderId, tx);
    if (locked.status !== 'open') throw new AppError('CONFLICT', TENDER_MESSAGES.notOpen);
    const quote = await repository.findQuote(tx, quoteId);
    if (!quote || quote.tender_id !== tenderId) throw new AppError('NOT_FOUND', TENDER_MESSAGES.quoteNotFound);
    await repository.closeTender(tx, tenderId, quoteId);
    return locked;
  });
  await sendLetters(deps, await winnerLetters(deps, tender, quoteId));
  return getTender(deps, userId, tenderId);
}

/** The customer withdraws an open tender; the suppliers who quoted are told. */
export async function cancelTender(deps: TTendersDeps, userId: number, tenderId: number) {
  const tender = await deps.sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const locked = await customerTender(deps.sql, userId, tenderId, tx);
    if (locked.status !== 'open') throw new AppError('CONFLICT', TENDER_MESSAGES.notOpen);
    await repository.cancelTender(tx, tenderId);
    return locked;
  });
  await sendLetters(deps, await cancelLetters(deps, tender));
  return getTender(deps, userId, tenderId);
}

/** A file of the tender: its own files to any signed-in user, a quote's to the customer and that supplier only. */
export async function getFile(deps: TTendersDeps, userId: number, tenderId: number, fileId: number) {
  const file = await repository.findFile(deps.sql, tenderId, fileId);
  if (!file) throw new AppError('NOT_FOUND', TENDER_MESSAGES.fileNotFound);
  if (file.quote_id !== null) {
    const own = await repository.findOwnSellerIds(deps.sql, userId);
    const [tender, quote] = await Promise.all([
      repository.findTender(deps.sql, tenderId),
      repository.findQuote(deps.sql, file.quote_id),
    ]);
    if (!tender || !quote || !(own.includes(tender.customer_id) || own.includes(quote.supplier_id))) {
      throw new AppError('NOT_FOUND', TENDER_MESSAGES.fileNotFound);
    }
  }
  const data = await deps.storage.get(file.storage_key);
  if (!data) throw new AppError('NOT_FOUND', TENDER_MESSAGES.fileNotFound);
  return { name: file.name, contentType: file.content_type, data };
}

/** «Мои тендеры»: the tenders of the user's companies, every status. */
export async function myTenders(deps: TTendersDeps, userId: number) {
  const own = await repository.findOwnSellerIds(deps.sql, userId);
  const rows = await repository.findTendersOfCustomers(deps.sql, own, OWN_LIST_MAX);
  const context = await contextFor(deps.sql, userId, []);
  return rows.map((row) => presentSummary(row, context));
}

/** «Мои предложения»: the quotes of the user's companies with the tenders they answer. */
export async function myQuotes(deps: TTendersDeps, userId: number) {
  const own = await repository.findOwnSellerIds(deps.sql, userId);
  const rows = await repository.findQuotesOfSuppliers(deps.sql, own, OWN_LIST_MAX);
  const tenders = await repository.findTendersByIds(deps.sql, [...new Set(rows.map((row) => row.tender_id))]);
  const tenderById = new Map(tenders.map((tender) => [tender.id, tender]));
  const files = await repository.findFilesOfTenders(deps.sql, [...tenderById.keys()]);
  const fileOf = new Map(files.filter((file) => file.quote_id !== null).map((file) => [file.quote_id, file]));
  const context = await contextFor(
    deps.sql,
    userId,
    tenders.map((tender) => tender.customer_id),
  );
  return rows.flatMap((row) => {
    const tender = tenderById.get(row.tender_id);
    if (!tender) return [];
    const quote = presentQuote(row, { ...context, winnerQuoteId: tender.winner_quote_id, file: fileOf.get(row.id) });
    return [{ ...quote, tender_summary: presentSummary(tender, context) }];
  });
}
