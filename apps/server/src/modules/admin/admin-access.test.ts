import { canOpenSection, STAFF_SECTIONS, type TStaffSection } from '@sverka/shared';
import { expect, it } from 'vitest';
import { createUser, csrfHeaders, NO_RATE_LIMITS } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { readOpenApi } from '../../../test/openapi.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

/** The first path segment after /api/v1/admin/ names the back-office section the endpoint belongs to. */
const SECTION_OF_SEGMENT: Record<string, TStaffSection> = {
  overview: 'overview',
  'company-bindings': 'applications',
  products: 'products',
  announcements: 'products',
  support: 'support',
  users: 'users',
  plans: 'plans',
  categories: 'categories',
  news: 'news',
  knowledge: 'knowledge',
  'early-access': 'early_access',
  imports: 'imports',
  'audit-log': 'audit',
};

it('every /api/v1/admin/ operation refuses anonymous callers (401), plain users and moderators outside their sections (403)', async () => {
  const document = await readOpenApi(ctx.app);
  const operations = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/api/v1/admin/'))
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ path, method: method.toUpperCase() })));
  expect(operations.length).toBeGreaterThanOrEqual(7);

  const user = await createUser(ctx.app, 'plain');
  const moderator = await createUser(ctx.app, 'moderator');
  await ctx.sql`update users set role = 'moderator' where id = ${moderator.id}`;

  const failures: string[] = [];
  const deniedToModerator = new Set<TStaffSection>();
  for (const { path, method } of operations) {
    const segment = path.slice('/api/v1/admin/'.length).split('/')[0] ?? '';
    const section = SECTION_OF_SEGMENT[segment];
    if (!section) {
      failures.push(`${method} ${path}: no section is known for «${segment}»`);
      continue;
    }
    const url = path.replace(/\{[^}]+\}/g, '1');
    const call = (headers: Record<string, string>) =>
      ctx.app.inject({ method: method as 'GET', url, headers: { ...csrfHeaders, ...headers }, payload: {} });
    const expectStatus = async (who: string, headers: Record<string, string>, status: number) => {
      const response = await call(headers);
      if (response.statusCode !== status)
        failures.push(`${method} ${path} as ${who}: ${response.statusCode}, not ${status}`);
    };
    await expectStatus('anonymous', {}, 401);
    await expectStatus('user', user.auth, 403);
    if (!canOpenSection('moderator', section)) {
      deniedToModerator.add(section);
      await expectStatus('moderator', moderator.auth, 403);
    }
  }
  expect(failures).toEqual([]);
  // The users and audit sections are admin-only and have endpoints: the moderator's refusal was really tried.
  expect([...deniedToModerator]).toEqual(expect.arrayContaining(['users', 'audit']));
  expect(STAFF_SECTIONS.every((section) => Object.values(SECTION_OF_SEGMENT).includes(section))).toBe(true);
});
