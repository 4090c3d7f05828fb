import type { TTendersParams } from '../api/tenders.ts';

/** The `/tenders` filters as the URL holds them: the URL is the list's only state. */
export type TTenderFilters = {
  search: string;
  category: string;
  region: string;
  deadlineFrom: string;
  deadlineTo: string;
  page: number;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function readTenderFilters(params: URLSearchParams): TTenderFilters {
  const page = Number(params.get('page'));
  const date = (key: string) => {
    const value = params.get(key) ?? '';
    return DATE.test(value) ? value : '';
  };
  return {
    search: params.get('q')?.trim() ?? '',
    category: /^\d+$/.test(params.get('category') ?? '') ? (params.get('category') as string) : '',
    region: /^\d{2}$/.test(params.get('region') ?? '') ? (params.get('region') as string) : '',
    deadlineFrom: date('from'),
    deadlineTo: date('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** A changed filter starts the list from its first page again. */
export function writeTenderFilters(filters: TTenderFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set('q', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.region) params.set('region', filters.region);
  if (filters.deadlineFrom) params.set('from', filters.deadlineFrom);
  if (filters.deadlineTo) params.set('to', filters.deadlineTo);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export function tenderApiParams(filters: TTenderFilters): TTendersParams {
  return {
    search: filters.search || undefined,
    category: filters.category ? Number(filters.category) : undefined,
    region: filters.region || undefined,
    deadline_from: filters.deadlineFrom || undefined,
    deadline_to: filters.deadlineTo || undefined,
    page: filters.page,
  };
}

export const hasTenderFilters = (filters: TTenderFilters) =>
  Boolean(filters.search || filters.category || filters.region || filters.deadlineFrom || filters.deadlineTo);
