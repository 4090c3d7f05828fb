import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import { expectOperations, readOpenApi } from '../../../test/openapi.ts';

const ctx = useTestApp();

describe('account endpoints in /api/docs', () => {
  it('lists every one, with the bearer scheme on those that need a token', async () => {
    const doc = await readOpenApi(ctx.app);
    expect(doc.components.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });

    expectOperations(doc, [
      ['/auth/jwt/create/', 'post', false],
      ['/auth/jwt/refresh/', 'post', false],
      ['/auth/csrf/', 'get', false],
      ['/auth/users/', 'post', false],
      ['/auth/users/me/', 'get', true],
      ['/auth/users/me/', 'patch', true],
      ['/auth/users/set_password/', 'post', true],
      ['/auth/users/reset_password/', 'post', false],
      ['/auth/users/reset_password_confirm/', 'post', false],
      ['/auth/users/confirm_email/', 'post', false],
      ['/api/v1/media/avatars/{name}', 'get', false],
      ['/api/v1/friends/', 'get', true],
      ['/api/v1/friends/', 'post', true],
      ['/api/v1/friends/{id}', 'delete', true],
      ['/api/v1/support/', 'post', true],
      ['/api/v1/ticket-company-binding/', 'post', true],
      ['/api/v1/ticket-company-binding/', 'get', true],
      ['/api/v1/ticket-company-binding/{id}/', 'get', true],
      ['/api/v1/ticket-company-binding/{id}/files/{file}', 'get', true],
      ['/api/v1/admin/company-bindings/', 'get', true],
      ['/api/v1/admin/company-bindings/{id}/', 'get', true],
      ['/api/v1/admin/company-bindings/{id}/approve/', 'post', true],
      ['/api/v1/admin/company-bindings/{id}/reject/', 'post', true],
    ]);
    expect(Object.keys(doc.paths['/api/v1/ticket-company-binding/']?.post?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    expect(doc.paths['/auth/jwt/refresh/']?.post).toMatchObject({
      description: expect.stringContaining('строже, чем SimpleJWT'),
    });
  });
});
