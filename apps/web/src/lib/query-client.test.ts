import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { shouldRetry } from './query-client.ts';

describe('shouldRetry', () => {
  it('retries network and server failures at most twice', () => {
    expect(shouldRetry(0, new ApiError(0, 'NETWORK', null))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, 'UNAVAILABLE', 'Сервис временно недоступен'))).toBe(true);
    expect(shouldRetry(2, new ApiError(500, 'INTERNAL', null))).toBe(false);
  });

  it('never retries answers about the request itself', () => {
    expect(shouldRetry(0, new ApiError(400, 'INVALID_REQUEST', 'Неверный ИНН'))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'Организация не найдена'))).toBe(false);
    expect(shouldRetry(0, new ApiError(200, 'BAD_RESPONSE', null))).toBe(false);
  });
});
