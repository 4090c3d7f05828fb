import type { TQuote, TTender, TTenderCompany, TTenderFile, TTenderSummary } from '@sverka/shared';
import type { TFileRow, TQuoteRow, TTenderRow } from './tenders.repository.ts';

/** Where a tender's file is downloaded (signed-in users only). */
export const tenderFileUrl = (file: Pick<TFileRow, 'tender_id' | 'id'>) =>
  `/api/v1/tenders/${file.tender_id}/files/${file.id}/`;

export function presentFile(row: TFileRow): TTenderFile {
  return { id: row.id, name: row.name, size: row.size, content_type: row.content_type, url: tenderFileUrl(row) };
}

/** A company that has left the marketplace still has a row to show. */
const FORMER_COMPANY = (id: number): TTenderCompany => ({ id, name: 'Компания', inn: '', reliability: null });

export type TPresentContext = {
  companies: Map<number, TTenderCompany>;
  /** The sellers the viewer represents. */
  own: ReadonlySet<number>;
};

export function presentSummary(row: TTenderRow, context: TPresentContext): TTenderSummary {
  return {
    id: row.id,
    title: row.title,
    quantity: row.quantity,
    unit: row.unit,
    budget: row.budget,
    region: { code: row.region_code, name: row.region_name },
    category: { id: row.category_id, name: row.category_name },
    deadline: row.deadline,
    status: row.status,
    accepting_quotes: row.accepting_quotes,
    customer: context.companies.get(row.customer_id) ?? FORMER_COMPANY(row.customer_id),
    quotes_count: row.quotes_count,
    is_mine: context.own.has(row.customer_id),
    created_at: row.created_at.toISOString(),
  };
}

export function presentQuote(
  row: TQuoteRow,
  context: TPresentContext & { winnerQuoteId: number | null; file: TFileRow | undefined },
): TQuote {
  return {
    id: row.id,
    tender: row.tender_id,
    supplier: context.companies.get(row.supplier_id) ?? FORMER_COMPANY(row.supplier_id),
    price: row.price,
    delivery_date: row.delivery_date,
    terms: row.terms,
    comment: row.comment,
    file: context.file ? presentFile(context.file) : null,
    is_winner: context.winnerQuoteId === row.id,
    is_mine: context.own.has(row.supplier_id),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentTender(
  row: TTenderRow,
  context: TPresentContext & { files: TFileRow[]; winner: TQuote | null; myQuote: TQuote | null },
): TTender {
  return {
    ...presentSummary(row, context),
    description: row.description,
    files: context.files.filter((file) => file.quote_id === null).map(presentFile),
    winner: context.winner,
    my_quote: context.myQuote,
    closed_at: row.closed_at?.toISOString() ?? null,
  };
}
