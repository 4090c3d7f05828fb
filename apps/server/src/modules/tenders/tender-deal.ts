import type { TTenderStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import * as repository from './tenders.repository.ts';

/** A company of a won tender, as documents name it; `subject` is its registry record (ЮЛ or ИП). */
export type TDealCompany = {
  seller_id: number;
  name: string;
  inn: string;
  representative_id: number | null;
  subject: { kind: 'company' | 'entrepreneur'; id: number };
};

/**
 * What a won tender is as a deal, for documents generated from it: the customer company, the winning
 * supplier company and the winning quote (price for the whole quantity, the tender's title, quantity and unit).
 * Undefined while the tender has no winner (open, cancelled) or when there is no such tender.
 */
export type TTenderDeal = {
  tender_id: number;
  customer: TDealCompany;
  supplier: TDealCompany;
  quote: {
    id: number;
    price: number;
    title: string;
    quantity: number;
    unit: string;
    delivery_date: string | null;
    terms: string;
  };
  closed_at: Date | null;
};

export async function tenderDealOf(sql: TSql, tenderId: number): Promise<TTenderDeal | undefined> {
  const tender = await repository.findTender(sql, tenderId);
  if (tender?.status !== 'closed' || tender.winner_quote_id === null) return undefined;
  const quote = await repository.findQuote(sql, tender.winner_quote_id);
  if (!quote) return undefined;
  const companies = new Map(
    (await repository.findCompanies(sql, [tender.customer_id, quote.supplier_id])).map((row) => [row.seller_id, row]),
  );
  const company = (id: number): TDealCompany | undefined => {
    const row = companies.get(id);
    return (
      row && {
        seller_id: row.seller_id,
        name: row.name,
        inn: row.inn,
        representative_id: row.representative_id,
        subject: { kind: row.kind, id: row.subject_id },
      }
    );
  };
  const customer = company(tender.customer_id);
  const supplier = company(quote.supplier_id);
  if (!customer || !supplier) return undefined;
  return {
    tender_id: tender.id,
    customer,
    supplier,
    quote: {
      id: quote.id,
      price: quote.price,
      title: tender.title,
      quantity: tender.quantity,
      unit: tender.unit,
      delivery_date: quote.delivery_date,
      terms: quote.terms,
    },
    closed_at: tender.closed_at,
  };
}

/**
 * The tender's status and whether the user stands for one of its sides: the customer, or a company that
 * quoted on it. Undefined when there is no such tender. Lets documents tell a party of an unfinished
 * tender (who is told to wait for the winner) from a stranger (who learns nothing).
 */
export async function tenderStandingOf(
  sql: TSql,
  tenderId: number,
  userId: number,
): Promise<{ status: TTenderStatus; party: boolean } | undefined> {
  const tender = await repository.findTender(sql, tenderId);
  if (!tender) return undefined;
  const own = await repository.findOwnSellerIds(sql, userId);
  const party =
    own.includes(tender.customer_id) ||
    (own.length > 0 && (await repository.findQuotesOfTender(sql, tenderId, own)).length > 0);
  return { status: tender.status, party };
}
