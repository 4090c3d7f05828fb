import {
  ACCOUNT_MESSAGES,
  MARKETPLACE_MESSAGES,
  type TAdminProduct,
  type TProduct,
  type TProductsPage,
} from '@sverka/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser, makeAdmin, NO_RATE_LIMITS, type TTestUser } from '../../../test/accounts.ts';
import { useTestApp } from '../../../test/helper.ts';
import { insertSeller, picture, repeatedMultipart, someCategory, type TFormPart } from '../../../test/marketplace.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

let png: Buffer;
let seller: TTestUser;
let sellerId: number;
let admin: TTestUser;
let category: { id: number; parentId: number };

beforeAll(async () => {
  png = await picture('png', 2000, 1000);
  seller = await createUser(ctx.app, 'seller');
  sellerId = (await insertSeller(ctx.sql, seller.id)).id;
  admin = await createUser(ctx.app, 'admin');
  await makeAdmin(ctx.sql, admin.id);
  category = await someCategory(ctx.sql);
});

const image = (data: Buffer, filename = 'photo.png', contentType = 'image/png'): TFormPart => [
  'images',
  { filename, contentType, data },
];

const form = (overrides: Record<string, string | undefined> = {}, images: TFormPart[] = [image(png)]) => {
  const fields: Record<string, string | undefined> = {
    name: 'Перчатки рабочие',
    description: 'Хлопковые перчатки с ПВХ',
    price: '150',
    category: String(category.id),
    company: String(sellerId),
    ...overrides,
  };
  const parts: TFormPart[] = Object.entries(fields).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, value] as TFormPart],
  );
  return [...parts, ...images];
};

function send(method: 'POST' | 'PATCH', url: string, user: TTestUser | null, parts: TFormPart[]) {
  const body = repeatedMultipart(parts);
  return ctx.app.inject({ method, url, headers: { ...(user?.auth ?? {}), ...body.headers }, payload: body.payload });
}

async function createProduct(overrides: Record<string, string | undefined> = {}, user = seller): Promise<TProduct> {
  const response = await send('POST', '/api/v1/products/', user, form(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<TProduct>();
}

const get = (url: string, user: TTestUser | null = null) =>
  ctx.app.inject({ method: 'GET', url, headers: user?.auth ?? {} });
const post = (url: string, user: TTestUser, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers: user.auth, payload });

describe('POST /api/v1/products/', () => {
  it('creates a product on moderation with re-encoded pictures, tags and specifications', async () => {
    const response = await send('POST', '/api/v1/products/', seller, [
      ...form({ price: '1500,50', sale_price: '1200', in_stock: '7' }),
      ['tags', '  Хлопок '],
      ['tags', 'хлопок'],
      ['tags', 'ПВХ'],
      ['specifications', JSON.stringify([{ name: 'Размер', value: '10', unit: 'XL' }])],
      image(await picture('jpeg'), 'b.jpg', 'image/jpeg'),
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const product = response.json<TProduct>();
    expect(product).toMatchObject({
      status: 'moderation',
      is_published: false,
      price: 1500.5,
      sale_price: 1200,
      price_with_taxes: 1200,
      in_stock: 7,
      company: sellerId,
      category: { id: category.id, parent: category.parentId },
      specifications: [{ name: 'Размер', value: '10', unit: 'XL' }],
    });
    expect(product.tags.map((tag) => tag.name).sort()).toEqual(['ПВХ', 'Хлопок']);
    expect(product.images).toHaveLength(2);
    expect(product.images[0]?.image).toMatch(/^\/api\/v1\/media\/products\/[0-9a-f-]{36}\.webp$/);
    expect(product.images[0]?.thumbnail).toMatch(/^\/api\/v1\/media\/products\/[0-9a-f-]{36}-thumb\.webp$/);

    const big = await get(product.images[0]?.image ?? '');
    expect(big.statusCode).toBe(200);
    expect(big.headers['content-type']).toBe('image/webp');
    expect(big.headers['cache-control']).toContain('immutable');
    expect(await sharp(big.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const thumb = await get(product.images[0]?.thumbnail ?? '');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 400, height: 200 });

    // Hidden from everyone but its seller and admins until approved.
    expect((await get(`/api/v1/products/${product.id}/`)).statusCode).toBe(404);
    expect((await get(`/api/v1/products/${product.id}/`, await createUser(ctx.app))).statusCode).toBe(404);
    expect((await get(`/api/v1/products/${product.id}/`, seller)).statusCode).toBe(200);
    expect((await get(`/api/v1/products/${product.id}/`, admin)).statusCode).toBe(200);
  });

  it('answers «Заполните все поля» for every missing required field and a missing picture', async () => {
    const response = await send('POST', '/api/v1/products/', seller, [['company', String(sellerId)]]);
    expect(response.statusCode).toBe(400);
    const fill = [MARKETPLACE_MESSAGES.fillAllFields];
    expect(response.json()).toEqual({ name: fill, description: fill, price: fill, category: fill, images: fill });
  });

  it('checks prices, the sale price, the category, the stock, tags and specifications', async () => {
    const cases: [Record<string, string>, Record<string, string[]>][] = [
      [{ sale_price: '200' }, { sale_price: [MARKETPLACE_MESSAGES.salePriceAbovePrice] }],
      [{ price: 'сто' }, { price: [MARKETPLACE_MESSAGES.priceFormat] }],
      [{ price: '0' }, { price: [MARKETPLACE_MESSAGES.pricePositive] }],
      [{ price: '9999999999' }, { price: [MARKETPLACE_MESSAGES.priceTooLarge] }],
      [{ category: '999999' }, { category: [MARKETPLACE_MESSAGES.unknownCategory] }],
      [{ category: 'abc' }, { category: [MARKETPLACE_MESSAGES.unknownCategory] }],
      [{ in_stock: '-1' }, { in_stock: [MARKETPLACE_MESSAGES.inStockFormat] }],
      [{ specifications: '[{"name":""}]' }, { specifications: [MARKETPLACE_MESSAGES.specificationsFormat] }],
      [{ specifications: 'not json' }, { specifications: [MARKETPLACE_MESSAGES.specificationsFormat] }],
      [{ tags: 'т'.repeat(41) }, { tags: [MARKETPLACE_MESSAGES.tagTooLong] }],
      [{ name: 'н'.repeat(201) }, { name: [MARKETPLACE_MESSAGES.nameTooLong] }],
    ];
    for (const [overrides, errors] of cases) {
      const response = await send('POST', '/api/v1/products/', seller, form(overrides));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json(), JSON.stringify(overrides)).toEqual(errors);
    }
    // A root category is a category too.
    expect((await createProduct({ category: String(category.parentId) })).category.id).toBe(category.parentId);
  });

  it('refuses a seller the caller does not represent, and anonymous callers', async () => {
    const other = await insertSeller(ctx.sql, (await createUser(ctx.app)).id);
    const response = await send('POST', '/api/v1/products/', seller, form({ company: String(other.id) }));
    expect(response.statusCode).toBe(403);
    expect(response.json().detail).toBe(MARKETPLACE_MESSAGES.notRepresentative);
    expect((await send('POST', '/api/v1/products/', seller, form({ company: '99999999' }))).statusCode).toBe(403);
    expect((await send('POST', '/api/v1/products/', null, form())).statusCode).toBe(401);
  });

  it('refuses a ninth picture', async () => {
    const eight = Array.from({ length: 8 }, () => image(png));
    const created = await send('POST', '/api/v1/products/', seller, form({}, eight));
    expect(created.statusCode, created.body).toBe(201);
    const product = created.json<TProduct>();
    expect(product.images).toHaveLength(8);
    const more = repeatedMultipart([image(png)]);
    const ninth = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.id}/add-image/`,
      headers: { ...seller.auth, ...more.headers },
      payload: more.payload,
    });
    expect(ninth.statusCode).toBe(400);
    expect(ninth.json()).toEqual({ images: [MARKETPLACE_MESSAGES.tooManyImages] });
    const nine = await send('POST', '/api/v1/products/', seller, form({}, [...eight, image(png)]));
    expect(nine.json()).toEqual({ images: [MARKETPLACE_MESSAGES.tooManyImages] });
    const ten = await send('POST', '/api/v1/products/', seller, form({}, [...eight, image(png), image(png)]));
    expect(ten.json()).toEqual({ images: [MARKETPLACE_MESSAGES.tooManyImages] });
  });

  it('refuses hostile files: HTML, SVG, a zip named .jpg, an HTML polyglot and a decompression bomb', async () => {
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]);
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const hostile = [
      Buffer.from('<html><script>alert(1)</script></html>'),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>'),
      zip,
      Buffer.concat([Buffer.from('<html><script>alert(1)</script><!--'), png]),
      bomb,
    ];
    for (const data of hostile) {
      const response = await send(
        'POST',
        '/api/v1/products/',
        seller,
        form({}, [image(data, 'photo.jpg', 'image/jpeg')]),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ images: [MARKETPLACE_MESSAGES.imageType] });
    }
  });
});

describe('PATCH /api/v1/products/{id} and pictures', () => {
  it('edits a product, accepts a decimal comma and keeps the sale price under the price', async () => {
    const product = await createProduct({ sale_price: '100' });
    const patched = await send('PATCH', `/api/v1/products/${product.id}`, seller, [
      ['price', '120,5'],
      ['tags', 'Новый'],
    ]);
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json<TProduct>()).toMatchObject({ price: 120.5, sale_price: 100, tags: [{ name: 'Новый' }] });
    const lower = await send('PATCH', `/api/v1/products/${product.id}/`, seller, [['price', '90']]);
    expect(lower.json()).toEqual({ sale_price: [MARKETPLACE_MESSAGES.salePriceAbovePrice] });
    const blank = await send('PATCH', `/api/v1/products/${product.id}/`, seller, [['name', '  ']]);
    expect(blank.json()).toEqual({ name: [MARKETPLACE_MESSAGES.fillAllFields] });
    const removed = await send('PATCH', `/api/v1/products/${product.id}/`, seller, [['sale_price', '']]);
    expect(removed.json<TProduct>().sale_price).toBeNull();
  });

  it("answers 404 for someone else's hidden product and 403 for a visible one; no move to a foreign seller", async () => {
    const product = await createProduct();
    const stranger = await createUser(ctx.app, 'stranger');
    const strangerSeller = await insertSeller(ctx.sql, stranger.id);
    const hidden = await send('PATCH', `/api/v1/products/${product.id}`, stranger, [['name', 'Чужое']]);
    expect(hidden.statusCode).toBe(404);
    expect((await post(`/api/v1/admin/products/${product.id}/approve/`, admin)).statusCode).toBe(200);
    const visible = await send('PATCH', `/api/v1/products/${product.id}`, stranger, [['name', 'Чужое']]);
    expect(visible.statusCode).toBe(403);
    const moved = await send('PATCH', `/api/v1/products/${product.id}`, seller, [
      ['company', String(strangerSeller.id)],
    ]);
    expect(moved.statusCode).toBe(403);
    expect((await send('PATCH', '/api/v1/products/99999999', seller, [['name', 'x']])).statusCode).toBe(404);
  });

  it('adds and deletes pictures but never the last one', async () => {
    const product = await createProduct();
    const more = repeatedMultipart([image(png), image(await picture('webp'), 'c.webp', 'image/webp')]);
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/products/${product.id}/add-image/`,
      headers: { ...seller.auth, ...more.headers },
      payload: more.payload,
    });
    expect(added.statusCode, added.body).toBe(200);
    const images = added.json<TProduct>().images;
    expect(images).toHaveLength(3);
    const stranger = await createUser(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/v1/images/${images[0]?.id}/`, headers: stranger.auth }))
        .statusCode,
    ).toBe(404);
    for (const picture of images.slice(0, 2)) {
      const deleted = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/v1/images/${picture.id}/`,
        headers: seller.auth,
      });
      expect(deleted.statusCode).toBe(204);
    }
    expect((await get(images[0]?.image ?? '')).statusCode).toBe(404);
    const last = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/images/${images[2]?.id}/`,
      headers: seller.auth,
    });
    expect(last.statusCode).toBe(400);
    expect(last.json()).toEqual({ images: [MARKETPLACE_MESSAGES.lastImage] });
  });
});

describe('DELETE /api/v1/products/{id}/', () => {
  const remove = (id: number, user: TTestUser | null) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/v1/products/${id}/`, headers: user?.auth ?? {} });

  it('lets the seller delete a product with its pictures, likes, views and tag links', async () => {
    const product = await createProduct({ name: 'Удаляемый товар' });
    await send('PATCH', `/api/v1/products/${product.id}`, seller, [['tags', 'Удаляемый тег']]);
    expect((await post(`/api/v1/admin/products/${product.id}/approve/`, admin)).statusCode).toBe(200);
    const fan = await createUser(ctx.app, 'fan');
    expect((await post(`/api/v1/products/${product.id}/add-to-favorites/`, fan)).statusCode).toBe(200);
    expect((await get(`/api/v1/products/${product.id}/`, fan)).statusCode).toBe(200);
    const pictureUrl = product.images[0]?.image ?? '';
    expect((await get(pictureUrl)).statusCode).toBe(200);

    expect((await remove(product.id, null)).statusCode).toBe(401);
    const deleted = await remove(product.id, seller);
    expect(deleted.statusCode, deleted.body).toBe(204);

    expect((await get(`/api/v1/products/${product.id}/`, seller)).statusCode).toBe(404);
    expect((await remove(product.id, seller)).statusCode).toBe(404);
    expect((await get(pictureUrl)).statusCode).toBe(404);
    const favorites = await get('/api/v1/favorites/', fan);
    expect(favorites.json<TProductsPage>()).toMatchObject({ count: 0, result: [] });
    const [left] = await ctx.sql<{ views: number; links: number; images: number }[]>`
      select (select count(*) from product_views where product_id = ${product.id})::int as views,
        (select count(*) from product_tag_links where product_id = ${product.id})::int as links,
        (select count(*) from product_images where product_id = ${product.id})::int as images`;
    expect(left).toEqual({ views: 0, links: 0, images: 0 });
  });

  it("answers 404 for someone else's hidden product and 403 for a visible one, deleting nothing", async () => {
    const product = await createProduct();
    const stranger = await createUser(ctx.app, 'stranger');
    expect((await remove(product.id, stranger)).statusCode).toBe(404);
    expect((await post(`/api/v1/admin/products/${product.id}/approve/`, admin)).statusCode).toBe(200);
    const forbidden = await remove(product.id, stranger);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().detail).toBe(MARKETPLACE_MESSAGES.notRepresentative);
    expect((await remove(product.id, admin)).statusCode).toBe(403);
    expect((await get(`/api/v1/products/${product.id}/`)).statusCode).toBe(200);
    expect((await get(product.images[0]?.image ?? '')).statusCode).toBe(200);
    expect((await remove(99999999, seller)).statusCode).toBe(404);
  });
});

describe('a limit on new products', () => {
  const limited = useTestApp({ accounts: { ...NO_RATE_LIMITS, productCreateLimit: { max: 2, windowSeconds: 3600 } } });

  it('answers 429 with a Russian message past the limit of one user, not of another', async () => {
    const owner = await createUser(limited.app, 'limited-seller');
    const ownSeller = (await insertSeller(limited.sql, owner.id)).id;
    const other = await createUser(limited.app, 'other-seller');
    const otherSeller = (await insertSeller(limited.sql, other.id)).id;
    const create = (user: TTestUser, company: number) => {
      const body = repeatedMultipart(form({ company: String(company) }));
      return limited.app.inject({
        method: 'POST',
        url: '/api/v1/products/',
        headers: { ...user.auth, ...body.headers },
        payload: body.payload,
      });
    };
    for (let i = 0; i < 2; i++) expect((await create(owner, ownSeller)).statusCode).toBe(201);
    const blocked = await create(owner, ownSeller);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ detail: ACCOUNT_MESSAGES.rateLimited(60), code: 'RATE_LIMITED' });
    expect((await create(other, otherSeller)).statusCode).toBe(201);
  });
});

describe('moderation', () => {
  it('publishes on approval, hides an edited product again with a diff, and keeps the reject reason', async () => {
    const product = await createProduct({ name: 'Каска защитная' });
    // The queue lists the longest waiting first, 20 a page, and other files' products wait in it too: every page.
    const queued: number[] = [];
    for (let page: number | null = 1; page !== null; ) {
      const queue = await get(`/api/v1/admin/products/?status=moderation&page=${page}`, admin);
      expect(queue.statusCode).toBe(200);
      const body = queue.json<{ result: TAdminProduct[]; next: number | null }>();
      queued.push(...body.result.map((row) => row.id));
      page = body.next;
    }
    expect(queued).toContain(product.id);
    expect((await get('/api/v1/admin/products/', seller)).statusCode).toBe(403);
    expect((await post(`/api/v1/admin/products/${product.id}/approve/`, seller)).statusCode).toBe(403);

    // The catalogue's facets of this filter are kept in memory; an approval must not leave them stale.
    const before = await get(`/api/v1/products/?company=${sellerId}&search=${encodeURIComponent('каска')}`);
    expect(before.json<TProductsPage>().result.map((row) => row.id)).not.toContain(product.id);
    const approved = await post(`/api/v1/admin/products/${product.id}/approve/`, admin);
    expect(approved.json<TAdminProduct>()).toMatchObject({ status: 'published', changes: [] });
    const again = await post(`/api/v1/admin/products/${product.id}/approve/`, admin);
    expect(again.statusCode).toBe(400);
    expect(again.json().detail).toBe(MARKETPLACE_MESSAGES.notPending);
    expect((await get(`/api/v1/products/${product.id}/`)).json<TProduct>().is_published).toBe(true);
    const listed = await get(`/api/v1/products/?company=${sellerId}&search=${encodeURIComponent('каска')}`);
    expect(listed.json<TProductsPage>().result.map((row) => row.id)).toContain(product.id);

    const untouched = await send('PATCH', `/api/v1/products/${product.id}`, seller, [['unknown', 'x']]);
    expect(untouched.json<TProduct>().status).toBe('published');
    await send('PATCH', `/api/v1/products/${product.id}`, seller, [['name', 'Каска строительная']]);
    expect((await get(`/api/v1/products/${product.id}/`)).statusCode).toBe(404);
    const hidden = await get(`/api/v1/products/?company=${sellerId}&search=${encodeURIComponent('каска')}`);
    expect(hidden.json<TProductsPage>().result.map((row) => row.id)).not.toContain(product.id);
    const review = await get(`/api/v1/admin/products/${product.id}/`, admin);
    expect(review.json<TAdminProduct>().changes).toEqual([
      { field: 'name', before: 'Каска защитная', after: 'Каска строительная' },
    ]);

    expect((await post(`/api/v1/admin/products/${product.id}/reject/`, admin, {})).json()).toHaveProperty('reason');
    const rejected = await post(`/api/v1/admin/products/${product.id}/reject/`, admin, { reason: 'Нет сертификата' });
    expect(rejected.json<TAdminProduct>()).toMatchObject({ status: 'rejected', reject_reason: 'Нет сертификата' });
    const own = await get(`/api/v1/products/?company__representative__in=${seller.id}`, seller);
    const mine = own.json<TProductsPage>().result.find((row) => row.id === product.id);
    expect(mine).toMatchObject({ status: 'rejected', reject_reason: 'Нет сертификата' });
    const anonymous = await get(`/api/v1/products/?company__representative__in=${seller.id}`);
    expect(anonymous.json<TProductsPage>().result.map((row) => row.id)).not.toContain(product.id);
  });

  it('lets one of two admins deciding at once win', async () => {
    const product = await createProduct();
    const other = await createUser(ctx.app, 'admin2');
    await makeAdmin(ctx.sql, other.id);
    const [first, second] = await Promise.all([
      post(`/api/v1/admin/products/${product.id}/approve/`, admin),
      post(`/api/v1/admin/products/${product.id}/reject/`, other, { reason: 'Плохо' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
  });
});
