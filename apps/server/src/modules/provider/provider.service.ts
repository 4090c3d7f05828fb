import { AppError, MESSAGES } from '@sverka/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { TCheckoConfig } from '../../config.ts';
import type { TSql } from '../../db/client.ts';
import { CheckoError, fetchCheckoCard } from './checko.client.ts';
import { mapCheckoCompany, mapCheckoEntrepreneur } from './checko.mapper.ts';
import * as repository from './provider.repository.ts';

/** A raw answer younger than this is mapped again instead of calling out (a full card costs a paid request). */
export const CACHE_DAYS = 30;

const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export type TCheckoProvider = {
  fetchCompany(column: 'inn' | 'ogrn', value: string): Promise<boolean>;
  fetchEntrepreneur(column: 'inn' | 'ogrn', value: string): Promise<boolean>;
};

type TOptions = { sql: TSql; config: TCheckoConfig; log?: FastifyBaseLogger; now?: () => Date };

/**
 * The Checko live provider: on a local miss, a card is taken from the cache
 * or fetched, mapped to our tables with source `checko` and as-of today, and
 * stored, so the normal card query serves it. Unknown there too → false (the
 * API answers 404); the provider failing → 503 with a generic message. Logs
 * name only the failure kind, never the request URL (it holds the key).
 */
export function createCheckoProvider({ sql, config, log, now = () => new Date() }: TOptions): TCheckoProvider {
  async function payloadFor(endpoint: 'company' | 'entrepreneur', column: 'inn' | 'ogrn', value: string) {
    const key = `${endpoint}:${column}:${value}`;
    const today = now();
    const since = isoDate(new Date(today.getTime() - CACHE_DAYS * 86_400_000));
    const cached = await repository.findCachedPayload(sql, key, since);
    if (cached) return { data: cached.payload, asOf: cached.fetched_at };
    try {
      const result = await fetchCheckoCard(config, endpoint, { [column]: value });
      if (!result.found) return null;
      await repository.saveCachedPayload(sql, key, result.data, isoDate(today));
      return { data: result.data, asOf: isoDate(today) };
    } catch (error) {
      if (!(error instanceof CheckoError)) throw error;
      log?.warn({ provider: 'checko', endpoint, reason: error.reason }, 'live provider unavailable');
      throw new AppError('UNAVAILABLE', MESSAGES.providerUnavailable);
    }
  }

  return {
    async fetchCompany(column, value) {
      const payload = await payloadFor('company', column, value);
      const mapped = payload && mapCheckoCompany(payload.data, { source: 'checko', as_of: payload.asOf });
      if (!mapped) return false;
      await repository.insertCompany(sql, mapped);
      return true;
    },
    async fetchEntrepreneur(column, value) {
      const payload = await payloadFor('entrepreneur', column, value);
      const mapped = payload && mapCheckoEntrepreneur(payload.data, { source: 'checko', as_of: payload.asOf });
      if (!mapped) return false;
      await repository.insertEntrepreneur(sql, mapped);
      return true;
    },
  };
}
