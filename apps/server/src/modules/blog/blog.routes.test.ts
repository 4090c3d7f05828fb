import {
  ACCOUNT_MESSAGES,
  NEWS_MESSAGES,
  NEWS_PAGE_SIZE,
  RELIABILITY_FACTORS,
  type TNewsPage,
  type TNewsPost,
} from '@sverka/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  makeAdmin,
  multipart,
  NO_RATE_LIMITS,
  type TPart,
  type TTestUser,
} from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { sanitizeNewsHtml } from './news-html.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

let admin: TTestUser;
let reader: TTestUser;
let wide: Buffer;
beforeAll(async () => {
  admin = await createUser(ctx.app, 'news-admin');
  await makeAdmin(ctx.sql, admin.id);
  reader = await createUser(ctx.app, 'news-reader');
  wide = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#2a6' } })
    .png()
    .toBuffer();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const png = (data: Buffer, filename = 'обложка.png'): TPart => ({ filename, contentType: 'image/png', data });

function send(method: 'POST' | 'PATCH', url: string, auth: Record<string, string>, parts: Record<string, TPart>) {
  const body = multipart(parts);
  return ctx.app.inject({ method, url, headers: { ...auth, ...body.headers }, payload: body.payload });
}

describe('the introductory posts', () => {
  it('are published, pass the sanitiser unchanged and state the real number of rating factors', async () => {
    // Other suites publish posts into the same database, so the introductory ones may be on any page.
    const posts: TNewsPage['result'] = [];
    for (let page: number | null = 1; page !== null; ) {
      const response = await get(`/api/v1/news?page=${page}`);
      expect(response.statusCode).toBe(200);
      const body = response.json<TNewsPage>();
      posts.push(...body.result);
      page = body.next;
    }
    const titles = new Map(posts.map((post) => [post.title, post]));
    const rating = titles.get('Как устроена оценка надёжности: 92 фактора и стоп-факторы');
    expect(rating?.content).toContain(`<strong>${RELIABILITY_FACTORS.length} факторов</strong>`);
    const introductory = [
      'Как устроена оценка надёжности: 92 фактора и стоп-факторы',
      'Откуда Сверка берёт данные о компаниях',
      'Как читать карточку компании',
      'Что дают платные тарифы',
    ].map((title) => titles.get(title));
    for (const post of introductory) {
      expect(post).toBeDefined();
      if (!post) continue;
      expect(sanitizeNewsHtml(post.content), post.title).toBe(post.content);
      expect(post.image).toBeNull();
    }
  });
});

describe('GET /api/v1/news', () => {
  const ids: number[] = [];
  afterAll(async () => {
    await ctx.sql`delete from news_posts where id = any(${ids})`;
  });

  it('pages by ten, newest first, with page numbers for next and previous', async () => {
    const before = (await get('/api/v1/news')).json<TNewsPage>();
    // Dated in the future so they are the newest whatever else the database holds; two share a date.
    for (let n = 1; n <= 12; n += 1) {
      const day = String(Math.min(n, 11)).padStart(2, '0');
      const [row] = await ctx.sql<{ id: number }[]>`
        insert into news_posts (title, content_html, created_at)
        values (${`Порядок ${n}`}, ${`<p>Текст ${n}</p>`}, ${`2099-01-${day}T00:00:00Z`})
        returning id`;
      if (row) ids.push(row.id);
    }
    const first = (await get('/api/v1/news?page=1')).json<TNewsPage>();
    expect(first).toMatchObject({
      count: before.count + 12,
      page: 1,
      page_size: NEWS_PAGE_SIZE,
      next: 2,
      previous: null,
    });
    // 11 and 12 share a date: the later id comes first.
    expect(first.result.map((post) => post.title)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Порядок ${n}`),
    );

    const second = (await get('/api/v1/news?page=2')).json<TNewsPage>();
    expect(second).toMatchObject({ page: 2, previous: 1 });
    expect(second.result.slice(0, 3).map((post) => post.title)).toEqual([
      'Порядок 2',
      'Порядок 1',
      before.result[0]?.title,
    ]);
    const dates = [...first.result, ...second.result].map((post) => post.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const pages = Math.ceil((before.count + 12) / NEWS_PAGE_SIZE);
    const last = (await get(`/api/v1/news?page=${pages}`)).json<TNewsPage>();
    expect(last.next).toBeNull();
    const beyond = (await get(`/api/v1/news?page=${pages + 5}`)).json<TNewsPage>();
    expect(beyond).toMatchObject({ result: [], next: null, previous: pages });
  });

  it('refuses a page that is not a positive number', async () => {
    for (const page of ['0', '-1', 'abc']) {
      expect((await get(`/api/v1/news?page=${page}`)).statusCode, page).toBe(400);
    }
  });

  it('previews the first 120 characters of the text with an ellipsis only when cut', async () => {
    const long = `${'Длинный текст новости. '.repeat(10)}`;
    const rows = await ctx.sql<{ id: number }[]>`
      insert into news_posts (title, content_html, created_at)
      values ('Превью', ${`<h2>Заголовок</h2><p>${long}</p>`}, '2099-02-01T00:00:00Z'),
        ('Короткое', '<p>Коротко &amp; <b>ясно</b></p>', '2099-02-02T00:00:00Z')
      returning id`;
    const [short, cut] = (await get('/api/v1/news')).json<TNewsPage>().result;
    ids.push(...rows.map((row) => row.id));
    expect(short?.preview).toBe('Коротко & ясно');
    const text = `Заголовок ${long}`.trim();
    expect(cut?.preview).toBe(`${text.slice(0, 120).trimEnd()}…`);
    expect(Array.from(cut?.preview ?? '').length).toBeLessThanOrEqual(121);
  });
});

describe('GET /api/v1/news/{id}/', () => {
  it('returns one post, and a Russian 404 for an unknown id', async () => {
    const [row] = await ctx.sql<{ id: number }[]>`
      insert into news_posts (title, content_html, created_at)
      values ('Одна новость', '<p>Содержание</p>', '2020-05-01T09:00:00Z') returning id`;
    const response = await get(`/api/v1/news/${row?.id}/`);
    expect(response.statusCode).toBe(200);
    expect(response.json<TNewsPost>()).toEqual({
      id: row?.id,
      title: 'Одна новость',
      content: '<p>Содержание</p>',
      image: null,
      created_at: '2020-05-01T09:00:00.000Z',
      preview: 'Содержание',
    });
    await ctx.sql`delete from news_posts where id = ${row?.id ?? 0}`;
    const missing = await get(`/api/v1/news/${row?.id}/`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: NEWS_MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await get('/api/v1/news/abc/')).statusCode).toBe(400);
  });
});

describe('writing posts', () => {
  it('lets an admin create a post with an image, edit it, replace and remove the image, and delete it', async () => {
    const created = await send('POST', '/api/v1/news/', admin.auth, {
      title: '  Новая функция  ',
      content: '<p>Мы добавили <strong>выгрузку</strong>.</p>',
      image: png(wide),
    });
    expect(created.statusCode, created.body).toBe(201);
    const post = created.json<TNewsPost>();
    expect(post).toMatchObject({ title: 'Новая функция', content: '<p>Мы добавили <strong>выгрузку</strong>.</p>' });
    expect(post.image).toMatch(/^\/api\/v1\/media\/news\/[0-9a-f-]{36}\.webp$/);
    const picture = await get(post.image ?? '');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    // Re-encoded and scaled down, not the bytes that came in.
    expect(await sharp(picture.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect((await get(`/api/v1/news/${post.id}/`)).json<TNewsPost>()).toEqual(post);

    const url = `/api/v1/news/${post.id}/`;
    const renamed = await send('PATCH', url, admin.auth, { title: 'Выгрузка в Excel' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json<TNewsPost>()).toMatchObject({
      title: 'Выгрузка в Excel',
      content: post.content,
      image: post.image,
    });

    const small = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const replaced = await send('PATCH', url, admin.auth, {
      image: { filename: 'photo.jpg', contentType: 'image/jpeg', data: small },
    });
    const newImage = replaced.json<TNewsPost>().image;
    expect(newImage).toMatch(/\.webp$/);
    expect(newImage).not.toBe(post.image);
    expect((await get(post.image ?? '')).statusCode).toBe(404);
    expect(await sharp((await get(newImage ?? '')).rawPayload).metadata()).toMatchObject({ width: 40, height: 30 });

    const removed = await send('PATCH', url, admin.auth, { remove_image: 'true' });
    expect(removed.json<TNewsPost>().image).toBeNull();
    expect((await get(newImage ?? '')).statusCode).toBe(404);

    const deleted = await ctx.app.inject({ method: 'DELETE', url, headers: admin.auth });
    expect(deleted.statusCode).toBe(204);
    expect((await get(url)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url, headers: admin.auth })).statusCode).toBe(404);
    expect((await send('PATCH', url, admin.auth, { title: 'x' })).statusCode).toBe(404);
  });

  it('answers 401 to a signed-out caller and 403 to a user who is not an admin', async () => {
    const [row] = await ctx.sql<{ id: number }[]>`
      insert into news_posts (title, content_html) values ('Чужая', '<p>текст</p>') returning id`;
    const url = `/api/v1/news/${row?.id}/`;
    for (const [auth, status] of [
      [{}, 401],
      [reader.auth, 403],
    ] as const) {
      expect((await send('POST', '/api/v1/news/', auth, { title: 'a', content: 'b' })).statusCode).toBe(status);
      expect((await send('PATCH', url, auth, { title: 'a' })).statusCode).toBe(status);
      expect((await ctx.app.inject({ method: 'DELETE', url, headers: auth })).statusCode).toBe(status);
    }
    expect((await get(url)).json<TNewsPost>().title).toBe('Чужая');
    await ctx.sql`delete from news_posts where id = ${row?.id ?? 0}`;
  });

  it('names each wrong field in Russian', async () => {
    const create = (parts: Record<string, TPart>) => send('POST', '/api/v1/news/', admin.auth, parts);
    expect((await create({ content: '<p>x</p>' })).json()).toMatchObject({ title: [ACCOUNT_MESSAGES.required] });
    expect((await create({ title: '   ', content: '<p>x</p>' })).json()).toMatchObject({
      title: [ACCOUNT_MESSAGES.blank],
    });
    expect((await create({ title: 'я'.repeat(201), content: '<p>x</p>' })).json()).toMatchObject({
      title: [ACCOUNT_MESSAGES.tooLong(200)],
    });
    expect((await create({ title: 'Длинный', content: 'a'.repeat(50_001) })).json()).toMatchObject({
      content: [ACCOUNT_MESSAGES.tooLong(50_000)],
    });
    // Over the form's 100 KB field limit the parser cuts the text; a cut article must not be stored.
    expect((await create({ title: 'Длинный', content: 'я'.repeat(60_000) })).json()).toMatchObject({
      content: [ACCOUNT_MESSAGES.fieldTooLarge],
    });
    expect((await create({ title: 'Без текста' })).json()).toMatchObject({ content: [ACCOUNT_MESSAGES.required] });
    expect((await create({ title: 'Только скрипт', content: '<script>alert(1)</script>' })).json()).toMatchObject({
      content: [NEWS_MESSAGES.contentEmpty],
    });
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    for (const image of [
      { filename: 'a.gif', contentType: 'image/gif', data: gif },
      { filename: 'fake.png', contentType: 'image/png', data: Buffer.from('<svg onload="alert(1)"></svg>') },
    ]) {
      const response = await create({ title: 'Картинка', content: '<p>x</p>', image });
      expect(response.statusCode, image.filename).toBe(400);
      expect(response.json()).toMatchObject({ image: [NEWS_MESSAGES.imageType] });
    }
    const huge = await create({ title: 'Большая', content: '<p>x</p>', image: png(Buffer.alloc(5 * 1024 * 1024 + 1)) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json()).toMatchObject({ image: [NEWS_MESSAGES.imageTooLarge] });
    const [left] = await ctx.sql<{ count: number }[]>`
      select count(*)::int as count from news_posts where title in ('Картинка', 'Большая', 'Только скрипт', 'Длинный')`;
    expect(left?.count).toBe(0);
  });

  it('stores hostile HTML with nothing left that a browser could run', async () => {
    const hostile =
      '<p>Текст</p><script>alert(1)</script><img src="https://example.ru/a.png" onerror="alert(1)">' +
      '<img src=x onerror=alert(2)><a href="javascript:alert(3)" onclick="alert(4)">ссылка</a>' +
      '<p style="width: expression(alert(5))">стиль</p><iframe src="https://evil.example"></iframe>' +
      '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="svg"><svg onload="alert(6)"><circle/></svg>';
    const response = await send('POST', '/api/v1/news/', admin.auth, { title: 'Проверка', content: hostile });
    expect(response.statusCode, response.body).toBe(201);
    const { id, content } = response.json<TNewsPost>();
    expect(content).toBe(
      '<p>Текст</p><img src="https://example.ru/a.png" />' +
        '<a rel="noopener noreferrer nofollow">ссылка</a><p>стиль</p>',
    );
    expect((await get(`/api/v1/news/${id}/`)).json<TNewsPost>().content).toBe(content);
    const [stored] = await ctx.sql<{ content_html: string }[]>`select content_html from news_posts where id = ${id}`;
    expect(stored?.content_html).toBe(content);
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/news/${id}/`, headers: admin.auth });
  });

  it('documents every blog endpoint in the OpenAPI document', async () => {
    const spec = (await get('/api/docs/json')).json<{ paths: Record<string, Record<string, unknown>> }>();
    expect(Object.keys(spec.paths['/api/v1/news'] ?? {})).toContain('get');
    expect(Object.keys(spec.paths['/api/v1/news/'] ?? {})).toContain('post');
    expect(Object.keys(spec.paths['/api/v1/news/{id}/'] ?? {}).sort()).toEqual(['delete', 'get', 'patch']);
    expect(spec.paths['/api/v1/media/news/{name}']).toBeDefined();
  });
});
