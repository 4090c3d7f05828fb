/**
 * Number formats of the finance blocks. Spec §9 fixes rubles (formatRubles);
 * these cover what it leaves open: the chart's thousands and the ratios.
 * ru-RU grouping everywhere, so figures read the same in every language.
 */

const thousandsFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 0 });
const percentFormat = new Intl.NumberFormat('ru-RU', { style: 'percent', maximumFractionDigits: 1 });
const coefficientFormat = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Shown where a figure is unknown: never a 0 that would read as a fact. */
export const NO_FIGURE = '—';

/** 12345.6 (thousands of rubles) → "12 346". */
export const formatThousands = (value: number | null) => (value === null ? NO_FIGURE : thousandsFormat.format(value));

/** 0.0512 → "5,1 %". */
export const formatPercent = (value: number | null) => (value === null ? NO_FIGURE : percentFormat.format(value));

/** 1.5 → "1,50". */
export const formatCoefficient = (value: number | null) =>
  value === null ? NO_FIGURE : coefficientFormat.format(value);
