import { type TPerson, ZPerson } from '@sverka/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';

/** A person by ИНН: every company they direct or found, or did, their sole trader and the registers' flags. */
export function getPerson(inn: string, signal?: AbortSignal) {
  return apiGet<TPerson>(`/api/v1/people/${encodeURIComponent(inn)}/`, ZPerson, { signal });
}

/** A person the register names without an ИНН, within one company; `inn` is set when a row there gives it. */
export function getPersonByName(name: string, companyInn: string, signal?: AbortSignal) {
  return apiGet<TPerson>('/api/v1/people/by-name/', ZPerson, { params: { name, company_inn: companyInn }, signal });
}

export const personQueryOptions = (inn: string) =>
  queryOptions({ queryKey: ['person', inn], queryFn: ({ signal }) => getPerson(inn, signal) });

export const personByNameQueryOptions = (name: string, companyInn: string) =>
  queryOptions({
    queryKey: ['person-by-name', name, companyInn],
    queryFn: ({ signal }) => getPersonByName(name, companyInn, signal),
  });

export function usePerson(inn: string) {
  return useQuery(personQueryOptions(inn));
}

export function usePersonByName(name: string, companyInn: string) {
  return useQuery(personByNameQueryOptions(name, companyInn));
}
