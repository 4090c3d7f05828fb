import type { TAuditLogPage } from '@sverka/shared';
import { expect, it } from 'vitest';
import { createUser, makeAdmin, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, who: TTestUser, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.auth, payload });

async function auditOf(admin: TTestUser, targetType: string, targetId: number) {
  const response = await call('GET', `/api/v1/admin/audit-log/?target_type=${targetType}&target_id=${targetId}`, admin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TAuditLogPage>().results.map((entry) => ({
    actor: entry.actor?.id,
    action: entry.action,
    before: entry.before,
    after: entry.after,
  }));
}

it('a moderator approves and rejects products, each decision in the audit log', async () => {
  const admin = await createUser(ctx.app, 'admin');
  await makeAdmin(ctx.sql, admin.id);
  const moderator = await createUser(ctx.app, 'moderator');
  await ctx.sql`update users set role = 'moderator' where id = ${moderator.id}`;
  const seller = await insertSeller(ctx.sql, null);
  const approved = await insertProduct(ctx.sql, seller.id, { status: 'moderation' });
  const rejected = await insertProduct(ctx.sql, seller.id, { status: 'moderation' });

  expect((await call('POST', `/api/v1/admin/products/${approved}/approve/`, moderator)).statusCode).toBe(200);
  const reject = await call('POST', `/api/v1/admin/products/${rejected}/reject/`, moderator, { reason: 'Нет фото' });
  expect(reject.statusCode, reject.body).toBe(200);
  // A decided product is not decided again, and nothing more is recorded.
  expect((await call('POST', `/api/v1/admin/products/${approved}/approve/`, moderator)).statusCode).toBe(400);

  expect(await auditOf(admin, 'product', approved)).toEqual([
    {
      actor: moderator.id,
      action: 'product.approve',
      before: { status: 'moderation' },
      after: { status: 'published' },
    },
  ]);
  expect(await auditOf(admin, 'product', rejected)).toEqual([
    {
      actor: moderator.id,
      action: 'product.reject',
      before: { status: 'moderation' },
      after: { status: 'rejected', reject_reason: 'Нет фото' },
    },
  ]);
});

it('news are written by admins only, and each change is in the audit log', async () => {
  const admin = await createUser(ctx.app, 'admin');
  await makeAdmin(ctx.sql, admin.id);
  const moderator = await createUser(ctx.app, 'moderator');
  await ctx.sql`update users set role = 'moderator' where id = ${moderator.id}`;
  const post = { title: 'Журналируемая новость', content: '<p>Текст</p>' };
  expect((await call('POST', '/api/v1/news/', moderator, post)).statusCode).toBe(403);

  const created = await call('POST', '/api/v1/news/', admin, post);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: number }>().id;
  expect((await call('PATCH', `/api/v1/news/${id}/`, admin, { title: 'Новый заголовок' })).statusCode).toBe(200);
  expect((await call('DELETE', `/api/v1/news/${id}/`, admin)).statusCode).toBe(204);

  const entries = await auditOf(admin, 'news', id);
  expect(entries.map((entry) => [entry.actor, entry.action])).toEqual([
    [admin.id, 'news.delete'],
    [admin.id, 'news.update'],
    [admin.id, 'news.create'],
  ]);
  expect(entries[1]).toMatchObject({
    before: { title: 'Журналируемая новость' },
    after: { title: 'Новый заголовок' },
  });
  expect(entries[0]?.before).toMatchObject({ title: 'Новый заголовок' });
});
