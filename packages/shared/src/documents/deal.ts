/**
 * The neutral shape a document is generated from: who sells, who buys, what and for how much. An order
 * gives one today; a won tender gives the same shape, so both produce the same documents.
 */

/** A party's registry data (and bank details when the service knows them; blank lines otherwise). */
export type TDealParty = {
  name: string;
  inn: string | null;
  kpp: string | null;
  ogrn: string | null;
  address: string | null;
  director: string | null;
  bank: { name: string; bik: string; account: string; correspondent_account: string | null } | null;
};

export type TDealLine = {
  name: string;
  quantity: number;
  unit: string;
  /** Price per unit in kopecks, VAT included (as the marketplace sells). */
  price_kopecks: number;
  /** VAT rate in percent; null — without VAT. */
  vat: number | null;
  /**
   * The line's amount in kopecks when the deal fixed it rather than price × quantity: a tender's quote prices
   * the whole volume, so the unit price is that amount divided (and rounded), the amount stays exact.
   */
  amount_kopecks?: number;
};

export type TDeal = {
  /** The deal's own number (the order's, the tender's). */
  number: string;
  /** The deal's date, ISO. */
  date: string;
  /** What the deal is: «Заказ», «Закупка». */
  basis: string;
  seller: TDealParty;
  buyer: TDealParty;
  lines: TDealLine[];
};

/** Kopecks of a line: its fixed amount, else price × quantity. */
export const lineTotalKopecks = (line: TDealLine) =>
  line.amount_kopecks ?? Math.round(line.price_kopecks * line.quantity);

/** VAT inside a VAT-inclusive amount, rounded to a kopeck: amount × rate / (100 + rate). */
export function vatInsideKopecks(amountKopecks: number, rate: number | null): number {
  if (!rate) return 0;
  return Math.round((amountKopecks * rate) / (100 + rate));
}

export function dealTotals(deal: Pick<TDeal, 'lines'>): { totalKopecks: number; vatKopecks: number } {
  let totalKopecks = 0;
  let vatKopecks = 0;
  for (const line of deal.lines) {
    const amount = lineTotalKopecks(line);
    totalKopecks += amount;
    vatKopecks += vatInsideKopecks(amount, line.vat);
  }
  return { totalKopecks, vatKopecks };
}

/** 123456 → "1 234,56" (a money column of a Russian invoice: rubles and kopecks, spaces between thousands). */
export function formatKopecks(kopecks: number): string {
  const sign = kopecks < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kopecks));
  const rubles = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
  return `${sign}${rubles},${String(abs % 100).padStart(2, '0')}`;
}
