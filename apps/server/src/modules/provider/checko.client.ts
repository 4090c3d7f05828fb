import type { TCheckoConfig } from '../../config.ts';

/**
 * A minimal Checko API v2 client (research/mission-anchors.md §2.1–2.4):
 * GET `<base>/<endpoint>?key=…&inn|ogrn=…`, JSON `{ data, meta }`. The key
 * lives only in the request URL built here; nothing this module throws or
 * returns contains the URL, so the key cannot leak into logs or responses.
 */

export type TCheckoMeta = { status?: string; message?: string; balance?: number; today_request_count?: number };

export type TCheckoResult = { found: true; data: Record<string, unknown>; meta: TCheckoMeta } | { found: false };

/** Why a call failed, without any detail of the request itself. */
export class CheckoError extends Error {
  constructor(readonly reason: 'timeout' | 'http' | 'network' | 'invalid' | 'api') {
    super(`Checko request failed: ${reason}`);
    this.name = 'CheckoError';
  }
}

const NOT_FOUND = /не найден|not found/i;

/**
 * One card request. A 404, an "ok" answer with empty data, or an error whose
 * message says the subject is not found mean "unknown here too"; any other
 * failure (5xx, timeout, bad JSON, an API error) throws CheckoError.
 */
export async function fetchCheckoCard(
  config: TCheckoConfig,
  endpoint: 'company' | 'entrepreneur',
  params: { inn?: string; ogrn?: string },
): Promise<TCheckoResult> {
  const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}/${endpoint}`);
  url.searchParams.set('key', config.apiKey);
  for (const [name, value] of Object.entries(params)) if (value) url.searchParams.set(name, value);

  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(config.timeoutMs),
    });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new CheckoError(name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network');
  }
  if (response.status === 404) return { found: false };
  if (!response.ok) throw new CheckoError('http');

  let body: { data?: unknown; meta?: TCheckoMeta };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new CheckoError('invalid');
  }
  const meta = body?.meta ?? {};
  if (meta.status === 'error') {
    if (NOT_FOUND.test(meta.message ?? '')) return { found: false };
    throw new CheckoError('api');
  }
  const data = body?.data;
  if (!data || typeof data !== 'object' || Array.isArray(data) || Object.keys(data).length === 0) {
    return { found: false };
  }
  return { found: true, data: data as Record<string, unknown>, meta };
}
