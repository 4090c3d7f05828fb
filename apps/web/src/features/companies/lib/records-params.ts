import {
  CASE_ROLES,
  INSPECTION_STATUSES,
  INSPECTION_TYPES,
  type TQueryString,
  type ZContractsQuery,
  type ZInspectionsQuery,
  type ZLegalCasesQuery,
} from '@sverka/shared';

/**
 * Filters of the Arbitration, Contracts and Inspections tabs mapped onto the
 * list endpoints' query strings. «all» and an empty search send nothing, so
 * the server's default (no filter) applies.
 */

/** Rows per page of the card's lists: dense, but a page still fits a phone screen or two. */
export const RECORDS_PAGE_SIZE = 10;

export const CASE_ROLE_FILTERS = ['all', ...CASE_ROLES] as const;
export type TCaseRoleFilter = (typeof CASE_ROLE_FILTERS)[number];

export interface TLegalCasesFilter {
  role: TCaseRoleFilter;
  /** Part of the case number as typed; surrounding spaces are not part of it. */
  number: string;
}

export function legalCasesParams(
  inn: string,
  page: number,
  filter: TLegalCasesFilter,
): TQueryString<typeof ZLegalCasesQuery> {
  const params: TQueryString<typeof ZLegalCasesQuery> = {
    inn,
    page: String(page),
    page_size: String(RECORDS_PAGE_SIZE),
  };
  if (filter.role !== 'all') params.role = filter.role;
  const number = filter.number.trim();
  if (number) params.number = number;
  return params;
}

export const INSPECTION_STATUS_FILTERS = ['all', ...INSPECTION_STATUSES] as const;
export const INSPECTION_TYPE_FILTERS = ['all', ...INSPECTION_TYPES] as const;

export interface TInspectionsFilter {
  status: (typeof INSPECTION_STATUS_FILTERS)[number];
  type: (typeof INSPECTION_TYPE_FILTERS)[number];
}

export function inspectionsParams(
  inn: string,
  page: number,
  filter: TInspectionsFilter,
): TQueryString<typeof ZInspectionsQuery> {
  const params: TQueryString<typeof ZInspectionsQuery> = {
    inn,
    page: String(page),
    page_size: String(RECORDS_PAGE_SIZE),
  };
  if (filter.status !== 'all') params.status = filter.status;
  if (filter.type !== 'all') params.type = filter.type;
  return params;
}

export function contractsParams(
  inn: string,
  page: number,
  pageSize = RECORDS_PAGE_SIZE,
): TQueryString<typeof ZContractsQuery> {
  return { inn, page: String(page), page_size: String(pageSize) };
}

/** Pages of a list reply; at least one so a pager never shows «0». */
export const totalPages = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / Math.max(1, pageSize)));

export const isOneOf = <T extends string>(options: readonly T[], value: string | null): value is T =>
  value !== null && (options as readonly string[]).includes(value);
