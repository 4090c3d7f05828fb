import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyCardFixture, entrepreneurCardFixture } from '../testing/card-fixtures.ts';
import { getCounterParty } from './get-counter-party.ts';

const card = entrepreneurCardFixture();

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubRoutes(routes: Record<string, () => Response>) {
  const fetchMock = vi.fn(async (url: string) => {
    const path = url.split('?')[0] ?? '';
    const route = routes[path];
    return route ? route() : json({ detail: 'Страница не найдена', code: 'NOT_FOUND' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('getCounterParty', () => {
  it('returns the company when the companies endpoint has it', async () => {
    const company = companyCardFixture();
    const fetchMock = stubRoutes({ '/api/v1/company/': () => json(company) });
    await expect(getCounterParty('7707083893')).resolves.toMatchObject({ kind: 'company' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/company/?query=7707083893');
  });

  it('falls back to sole traders on 404', async () => {
    const fetchMock = stubRoutes({
      '/api/v1/company/': () => json({ detail: 'Организация не найдена', code: 'NOT_FOUND' }, 404),
      '/api/v1/entrepreneur/': () => json(card),
    });
    await expect(getCounterParty('1027700132195')).resolves.toMatchObject({ kind: 'entrepreneur' });
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual([
      '/api/v1/company/?query=1027700132195',
      '/api/v1/entrepreneur/?query=1027700132195',
    ]);
  });

  it('asks only the sole traders endpoint for a 12-digit ИНН', async () => {
    const fetchMock = stubRoutes({ '/api/v1/entrepreneur/': () => json(card) });
    await getCounterParty('500100732259');
    expect(fetchMock.mock.calls.map((c) => c[0])).toEqual(['/api/v1/entrepreneur/?query=500100732259']);
  });

  it('does not fall back on other failures', async () => {
    const fetchMock = stubRoutes({
      '/api/v1/company/': () =>
        json({ detail: 'Неверный ИНН: не сходится контрольная цифра', code: 'INVALID_REQUEST' }, 400),
    });
    await expect(getCounterParty('7707083890')).rejects.toMatchObject({ status: 400 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
