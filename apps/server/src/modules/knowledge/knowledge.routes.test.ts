import {
  FACTOR_ARTICLE_SLUGS,
  KNOWLEDGE_MESSAGES,
  RELIABILITY_FACTORS,
  type TKnowledgeAdminArticle,
  type TKnowledgeAdminArticleList,
  type TKnowledgeArticle,
  type TKnowledgeArticlePage,
  type TReliabilityFactorsReply,
} from '@sverka/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, makeAdmin, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { grantPlan } from '../../../test/billing.ts';
import { useTestApp } from '../../../test/helper.ts';
import { sanitizeNewsHtml } from '../blog/index.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

let admin: TTestUser;
let reader: TTestUser;
let subscriber: TTestUser;
const created: number[] = [];

beforeAll(async () => {
  admin = await createUser(ctx.app, 'knowledge-admin');
  await makeAdmin(ctx.sql, admin.id);
  reader = await createUser(ctx.app, 'knowledge-reader');
  subscriber = await createUser(ctx.app, 'knowledge-subscriber');
  await grantPlan(ctx.sql, subscriber.id, 'start');
});

afterAll(async () => {
  await ctx.sql`delete from knowledge_articles where id = any(${created})`;
  await ctx.sql`delete from knowledge_categories where slug like 'test-%'`;
});

const get = (url: string, user?: TTestUser) => ctx.app.inject({ method: 'GET', url, headers: user ? user.auth : {} });
const send = (method: 'POST' | 'PATCH' | 'DELETE', url: string, user: TTestUser | null, payload?: object) =>
  ctx.app.inject({ method, url, headers: user ? user.auth : {}, payload });

async function listAll(query = ''): Promise<TKnowledgeArticlePage> {
  const response = await get(`/api/v1/knowledge/articles/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<TKnowledgeArticlePage>();
}

describe('the seeded knowledge base', () => {
  it('has an article for every reliability factor, and the factor catalogue names it', async () => {
    const catalogue = (await get('/api/v1/reliability/factors/')).json<TReliabilityFactorsReply>();
    expect(catalogue.factors).toHaveLength(RELIABILITY_FACTORS.length);
    for (const factor of catalogue.factors) {
      expect(factor.article, factor.id).toMatch(/^[a-z0-9-]+$/);
      const article = await get(`/api/v1/knowledge/articles/${factor.article}/`);
      expect(article.statusCode, `${factor.id} → ${factor.article}`).toBe(200);
    }
    // The bankruptcy factors have an article of their own, the rest their group's.
    const byId = new Map(catalogue.factors.map((factor) => [factor.id, factor.article]));
    expect(byId.get('bankruptcy-case')).toBe('bankruptcy');
    expect(byId.get('fssp-open')).toBe('factor-enforcement');
    expect(byId.get('sanctions')).toBe('factor-sanctions');
  });

  it('lists rubrics with counts and keeps every seeded body as the sanitiser would', async () => {
    const page = await listAll();
    expect(page.categories.map((category) => category.slug)).toEqual(
      expect.arrayContaining(['using-sverka', 'reliability-factors', 'registries']),
    );
    const slugs = page.result.map((article) => article.slug);
    expect(slugs).toEqual(expect.arrayContaining(['how-to-read-card', 'how-registries-work', ...FACTOR_ARTICLE_SLUGS]));
    const rows = await ctx.sql<{ slug: string; body_html: string }[]>`select slug, body_html from knowledge_articles`;
    for (const row of rows) expect(sanitizeNewsHtml(row.body_html), row.slug).toBe(row.body_html);
    // The list never carries bodies.
    expect(JSON.stringify(page.result)).not.toContain('<p>');
  });
});

describe('GET /api/v1/knowledge/articles/', () => {
  it('filters by rubric and finds words in any form, and says nothing was found', async () => {
    const registries = await listAll('?category=registries');
    expect(registries.result.map((article) => article.slug)).toEqual(['how-registries-work']);
    expect(registries.count).toBe(1);
    // «приставов» is a form of «приставы»: the Russian stems match.
    const bailiffs = await listAll(`?search=${encodeURIComponent('приставы')}`);
    expect(bailiffs.result[0]?.slug).toBe('factor-enforcement');
    const none = await listAll(`?search=${encodeURIComponent('ыщщшгнекуц')}`);
    expect(none).toMatchObject({ count: 0, result: [], next: null });
    expect((await listAll('?category=no-such-rubric')).result).toEqual([]);
  });

  it('refuses malformed queries with 400', async () => {
    for (const query of ['?page=0', '?category=Не%20так', `?search=${'я'.repeat(201)}`]) {
      expect((await get(`/api/v1/knowledge/articles/${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /api/v1/knowledge/articles/{slug}/', () => {
  it('gives an open article to everyone', async () => {
    const article = (await get('/api/v1/knowledge/articles/factor-status/')).json<TKnowledgeArticle>();
    expect(article).toMatchObject({ slug: 'factor-status', subscribers_only: false, locked: null });
    expect(article.body).toContain('<h2>');
  });

  it('locks a subscribers-only article for visitors and free users, naming the cheapest plan', async () => {
    const anonymous = (await get('/api/v1/knowledge/articles/factor-finances/')).json<TKnowledgeArticle>();
    expect(anonymous).toMatchObject({ subscribers_only: true, body: null });
    expect(anonymous.locked).toEqual({ feature: 'knowledge.full', reason: 'sign_in' });
    expect(anonymous.lead.length).toBeGreaterThan(20);
    const free = await get('/api/v1/knowledge/articles/factor-finances/', reader);
    expect(free.headers['cache-control']).toBe('private, no-store');
    expect(free.json<TKnowledgeArticle>()).toMatchObject({
      body: null,
      locked: { feature: 'knowledge.full', reason: 'upgrade', plan: { code: 'start', name: 'Старт' } },
    });
    expect(free.body).not.toContain('<h2>');
  });

  it('opens it to a plan with knowledge.full', async () => {
    const article = (await get('/api/v1/knowledge/articles/factor-finances/', subscriber)).json<TKnowledgeArticle>();
    expect(article.locked).toBeNull();
    expect(article.body).toContain('Альтмана');
  });

  it('answers 404 for an unknown slug and 400 for a malformed one', async () => {
    const missing = await get('/api/v1/knowledge/articles/no-such-article/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: KNOWLEDGE_MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await get('/api/v1/knowledge/articles/Bad_Slug/')).statusCode).toBe(400);
  });
});

describe('writing articles in the back office', () => {
  const form = {
    slug: 'test-reading-extract',
    title: 'Как читать выписку из ЕГРЮЛ',
    lead: 'Выписка — официальный документ о компании.',
    body: '<p>Смотрите раздел <strong>сведения о лице</strong>.</p><script>alert(1)</script><p onclick="x()">Ещё</p>',
    category: 'registries',
  };

  it('creates, edits and deletes an article, stripping anything a browser could run', async () => {
    const response = await send('POST', '/api/v1/admin/knowledge/articles/', admin, form);
    expect(response.statusCode, response.body).toBe(201);
    const article = response.json<TKnowledgeAdminArticle>();
    created.push(article.id);
    expect(article).toMatchObject({
      slug: form.slug,
      category: { slug: 'registries' },
      subscribers_only: false,
      factor_article: false,
    });
    expect(article.body).toBe('<p>Смотрите раздел <strong>сведения о лице</strong>.</p><p>Ещё</p>');

    // The new article is in the list, its rubric and the search.
    expect((await listAll('?category=registries')).result.map((item) => item.slug)).toContain(form.slug);
    const found = await listAll(`?search=${encodeURIComponent('выписки')}`);
    expect(found.result[0]?.slug).toBe(form.slug);

    const url = `/api/v1/admin/knowledge/articles/${article.id}/`;
    const patched = await send('PATCH', url, admin, { subscribers_only: true, category: null, slug: 'test-extract' });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<TKnowledgeAdminArticle>()).toMatchObject({
      slug: 'test-extract',
      category: null,
      subscribers_only: true,
    });
    expect((await get('/api/v1/knowledge/articles/test-extract/', reader)).json<TKnowledgeArticle>().body).toBeNull();
    const [audit] = await ctx.sql<{ action: string }[]>`
      select action from audit_log where target_type = 'knowledge_article' and target_id = ${String(article.id)}
      order by id desc limit 1`;
    expect(audit?.action).toBe('knowledge.update');

    expect((await send('DELETE', url, admin)).statusCode).toBe(204);
    expect((await get('/api/v1/knowledge/articles/test-extract/')).statusCode).toBe(404);
    expect((await send('DELETE', url, admin)).statusCode).toBe(404);
    expect((await send('PATCH', url, admin, { title: 'x' })).statusCode).toBe(404);
  });

  it('names wrong fields in Russian and refuses a taken slug, an unknown rubric and an empty body', async () => {
    const post = (payload: object) => send('POST', '/api/v1/admin/knowledge/articles/', admin, payload);
    expect((await post({ ...form, slug: 'Плохой адрес' })).json()).toMatchObject({
      slug: [KNOWLEDGE_MESSAGES.slugFormat],
    });
    expect((await post({ ...form, slug: 'factor-status' })).json()).toMatchObject({
      slug: [KNOWLEDGE_MESSAGES.slugTaken],
    });
    expect((await post({ ...form, slug: 'test-x', category: 'test-none' })).json()).toMatchObject({
      category: [KNOWLEDGE_MESSAGES.categoryNotFound],
    });
    expect((await post({ ...form, slug: 'test-y', body: '<script>alert(1)</script>' })).json()).toMatchObject({
      body: [KNOWLEDGE_MESSAGES.bodyEmpty],
    });
    const [row] = await ctx.sql<{ count: number }[]>`
      select count(*)::int as count from knowledge_articles where slug in ('test-x', 'test-y')`;
    expect(row?.count).toBe(0);
  });

  it('keeps a factor article where cards link to it', async () => {
    const list = (await get('/api/v1/admin/knowledge/articles/', admin)).json<TKnowledgeAdminArticleList>();
    const factorArticle = list.results.find((article) => article.slug === 'factor-taxes');
    expect(factorArticle?.factor_article).toBe(true);
    const url = `/api/v1/admin/knowledge/articles/${factorArticle?.id}/`;
    expect((await send('PATCH', url, admin, { slug: 'taxes' })).json()).toMatchObject({
      slug: [KNOWLEDGE_MESSAGES.factorArticle],
    });
    expect((await send('DELETE', url, admin)).statusCode).toBe(409);
    // Its text may still change.
    expect((await send('PATCH', url, admin, { title: factorArticle?.title })).statusCode).toBe(200);
  });

  it('manages rubrics: a rubric with articles is not deleted', async () => {
    const createdRubric = await send('POST', '/api/v1/admin/knowledge/categories/', admin, {
      slug: 'test-rubric',
      title: 'Проверка',
    });
    expect(createdRubric.statusCode, createdRubric.body).toBe(201);
    expect(
      (await send('POST', '/api/v1/admin/knowledge/categories/', admin, { slug: 'test-rubric', title: 'Ещё' })).json(),
    ).toMatchObject({ slug: [KNOWLEDGE_MESSAGES.categorySlugTaken] });
    expect(
      (await send('PATCH', '/api/v1/admin/knowledge/categories/test-rubric/', admin, { title: 'Новое имя' }))
        .statusCode,
    ).toBe(204);
    expect((await listAll()).categories).toContainEqual({ slug: 'test-rubric', title: 'Новое имя', count: 0 });
    expect((await send('DELETE', '/api/v1/admin/knowledge/categories/registries/', admin)).statusCode).toBe(409);
    expect((await send('DELETE', '/api/v1/admin/knowledge/categories/test-rubric/', admin)).statusCode).toBe(204);
    expect((await send('DELETE', '/api/v1/admin/knowledge/categories/test-rubric/', admin)).statusCode).toBe(404);
  });

  it('answers 401 to a signed-out caller and 403 to a user who is not an admin', async () => {
    for (const [user, status] of [
      [null, 401],
      [reader, 403],
    ] as const) {
      expect((await send('POST', '/api/v1/admin/knowledge/articles/', user, form)).statusCode).toBe(status);
      expect((await send('PATCH', '/api/v1/admin/knowledge/articles/1/', user, { title: 'x' })).statusCode).toBe(
        status,
      );
      expect((await send('DELETE', '/api/v1/admin/knowledge/articles/1/', user)).statusCode).toBe(status);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/knowledge/articles/', headers: user?.auth ?? {} }))
          .statusCode,
      ).toBe(status);
    }
    expect((await get(`/api/v1/knowledge/articles/${form.slug}/`)).statusCode).toBe(404);
  });
});
