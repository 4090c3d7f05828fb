import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, errorFromBody } from './api-client.ts';

const numberSchema = {
  safeParse: (data: unknown) =>
    typeof data === 'number' ? { success: true as const, data } : { success: false as const, error: 'nan' },
};

function stubFetch(impl: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(impl));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('errorFromBody', () => {
  it('reads {detail, code}', () => {
    const error = errorFromBody(400, {
      detail: 'Неверный ИНН: не сходится контрольная цифра',
      code: 'INVALID_REQUEST',
    });
    expect(error).toMatchObject({
      status: 400,
      code: 'INVALID_REQUEST',
      detail: 'Неверный ИНН: не сходится контрольная цифра',
    });
    expect(error.isBadRequest).toBe(true);
  });

  it('takes the first field message of a {field: [message]} body', () => {
    expect(errorFromBody(400, { query: ['Введите ИНН, ОГРН или название'] }).detail).toBe(
      'Введите ИНН, ОГРН или название',
    );
  });

  it('keeps the body of an answer that says more than a message', () => {
    const body = { detail: 'Эта возможность входит в платные тарифы', code: 'entitlement_required', reason: 'upgrade' };
    const error = errorFromBody(403, { ...body, feature: 'card.export' });
    expect(error.code).toBe('entitlement_required');
    expect(error.body).toMatchObject({ reason: 'upgrade', feature: 'card.export' });
  });

  it('falls back to a code by status when the body says nothing', () => {
    expect(errorFromBody(404, null)).toMatchObject({ code: 'NOT_FOUND', detail: null });
    expect(errorFromBody(502, '<html>')).toMatchObject({ code: 'INTERNAL', detail: null });
  });
});

describe('apiGet', () => {
  it('encodes params and returns validated data', async () => {
    stubFetch(async () => new Response('42', { status: 200 }));
    await expect(apiGet('/api/v1/x/', numberSchema, { params: { query: 'ООО Ромашка' } })).resolves.toBe(42);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe(
      '/api/v1/x/?query=%D0%9E%D0%9E%D0%9E+%D0%A0%D0%BE%D0%BC%D0%B0%D1%88%D0%BA%D0%B0',
    );
  });

  it('turns an error body into ApiError', async () => {
    stubFetch(
      async () =>
        new Response(JSON.stringify({ detail: 'Организация не найдена', code: 'NOT_FOUND' }), { status: 404 }),
    );
    const error = await apiGet('/api/v1/company/', numberSchema).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).isNotFound).toBe(true);
  });

  it('reports a lost connection as NETWORK and a wrong shape as BAD_RESPONSE', async () => {
    stubFetch(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiGet('/a', numberSchema)).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    stubFetch(async () => new Response('"text"', { status: 200 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(apiGet('/a', numberSchema)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});
