import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';

const ctx = useTestApp();

type TDoc = {
  paths: Record<string, Record<string, { security?: unknown[]; requestBody?: { content: Record<string, unknown> } }>>;
  components: { securitySchemes?: Record<string, unknown> };
};

describe('account endpoints in /api/docs', () => {
  it('lists every one, with the bearer scheme on those that need a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json<TDoc>();
    expect(doc.components.securitySchemes?.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });

    const expected: [string, string, boolean][] = [
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
    ];
    for (const [path, method, secured] of expected) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(Boolean(operation?.security), `${method} ${path} security`).toBe(secured);
    }
    expect(Object.keys(doc.paths['/api/v1/ticket-company-binding/']?.post?.requestBody?.content ?? {})).toEqual([
      'multipart/form-data',
    ]);
    expect(doc.paths['/auth/jwt/refresh/']?.post).toMatchObject({
      description: expect.stringContaining('строже, чем SimpleJWT'),
    });
  });
});
