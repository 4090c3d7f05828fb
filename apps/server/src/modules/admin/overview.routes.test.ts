import type { TAdminOverview } from '@sverka/shared';
import { expect, it } from 'vitest';
import { createUser, NO_RATE_LIMITS } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';

// Its own database: other files add applications, products and imports while this one counts them.
const ctx = useTestApp({ accounts: NO_RATE_LIMITS, ownDatabase: 'admin_overview' });

it('counts what waits: applications, products on moderation, open support conversations, failed imports of 30 days', async () => {
  const moderator = await createUser(ctx.app, 'moderator');
  await ctx.sql`update users set role = 'moderator' where id = ${moderator.id}`;
  const read = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/overview/', headers: moderator.auth });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TAdminOverview>();
  };
  const before = await read();

  const applicant = await createUser(ctx.app, 'applicant');
  const seller = await insertSeller(ctx.sql, applicant.id);
  await ctx.sql`
    insert into company_bindings (user_id, company_id, inn, files)
    values (${applicant.id}, ${seller.companyId}, ${seller.inn}, '{}'::jsonb)`;
  await insertProduct(ctx.sql, seller.id, { status: 'moderation' });
  await insertProduct(ctx.sql, seller.id, { status: 'published' });
  const room = (status: string) => ctx.sql`
    insert into chat_rooms (slug, kind, pair_key, support_status)
    values (${`overview-${status}-${applicant.id}`}, 'support', ${`support:overview-${status}:${applicant.id}`},
      ${status})`;
  await room('open');
  await room('answered');
  const run = (status: string, daysAgo: number) => ctx.sql`
    insert into import_runs (source, file, file_fingerprint, status, started_at)
    values ('egrul', '/tmp/x.zip', ${`${status}-${daysAgo}-${applicant.id}`}, ${status},
      now() - make_interval(days => ${daysAgo}))`;
  await run('failed', 2);
  await run('failed', 40);
  await run('done', 1);

  expect(await read()).toEqual({
    pending_applications: before.pending_applications + 1,
    products_on_moderation: before.products_on_moderation + 1,
    open_support_conversations: before.open_support_conversations + 1,
    failed_imports: before.failed_imports + 1,
  });
});
