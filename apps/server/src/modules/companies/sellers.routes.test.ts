import {
  ACCOUNT_MESSAGES,
  SELLER_MESSAGES,
  type TCompanyBinding,
  type TEntrepreneurCard,
  type TFriend,
  type TSeller,
} from '@sverka/shared';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  makeAdmin,
  multipart,
  NO_RATE_LIMITS,
  PDF_BYTES,
  type TPart,
  type TTestUser,
} from '../../../test/accounts.ts';
import { freshPersonIds, insertCompany } from '../../../test/factory.ts';
import { useTestApp } from '../../../test/helper.ts';
import type { TSql } from '../../db/client.ts';

const ctx = useTestApp({ accounts: NO_RATE_LIMITS });

async function insertEntrepreneur(sql: TSql) {
  const person = await freshPersonIds(sql);
  const [row] = await sql<{ id: number }[]>`
    insert into entrepreneurs (ogrnip, inn, last_name, first_name, middle_name, kind_name, status_name,
      registration_date, region_code, city, source, as_of)
    values (${person.ogrnip}, ${person.inn}, 'Продавцов', 'Иван', 'Петрович', 'Индивидуальный предприниматель',
      'Действует', '2019-06-01', '77', 'Москва', 'egrip', '2026-04-01')
    returning id`;
  return { id: (row as { id: number }).id, inn: person.inn, ogrnip: person.ogrnip };
}

/** A company with a seller row represented by the user, as an approved application leaves them. */
async function sellerOf(sql: TSql, userId: number, contacts: unknown = null) {
  const company = await insertCompany(sql, {
    representative_id: userId,
    contacts: contacts === null ? null : sql.json(contacts as never),
  });
  const [row] = await sql<{ id: number }[]>`
    insert into sellers (company_id, inn, representative_id) values (${company.id}, ${company.inn}, ${userId})
    returning id`;
  return { company, sellerId: (row as { id: number }).id };
}

let jpeg: Buffer;
let wide: Buffer;
beforeAll(async () => {
  jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#3a7' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
    .jpeg()
    .toBuffer();
  wide = await sharp({ create: { width: 2400, height: 600, channels: 3, background: '#a37' } })
    .png()
    .toBuffer();
});

const get = (url: string, auth: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers: auth });

function patch(id: number, auth: Record<string, string>, parts: Record<string, TPart>) {
  const body = multipart(parts);
  return ctx.app.inject({
    method: 'PATCH',
    url: `/api/v1/sellers/${id}/`,
    headers: { ...auth, ...body.headers },
    payload: body.payload,
  });
}

const file = (data: Buffer, filename = 'logo.jpg', contentType = 'image/jpeg'): TPart => ({
  filename,
  contentType,
  data,
});

describe('GET /api/v1/sellers/', () => {
  it('shows a seller with its company, card path and published products only', async () => {
    const user = await createUser(ctx.app, 'seller');
    const { company, sellerId } = await sellerOf(ctx.sql, user.id, {
      phones: [],
      emails: [],
      website: 'romashka.example',
    });
    const [category] = await ctx.sql<{ id: number }[]>`select id from product_categories limit 1`;
    for (const status of ['published', 'moderation', 'published']) {
      await ctx.sql`
        insert into products (seller_id, category_id, name, description, price, status)
        values (${sellerId}, ${category?.id ?? 0}, 'Товар', 'Описание', 100, ${status})`;
    }
    const response = await get(`/api/v1/sellers/${sellerId}/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TSeller>()).toEqual({
      id: sellerId,
      kind: 'company',
      name: `ООО "ТЕСТ ${company.inn}"`,
      name_full: `ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "ТЕСТ ${company.inn}"`,
      inn: company.inn,
      ogrn: company.ogrn,
      status: { name: 'Действует', class: 'active' },
      region: { code: '77', name: expect.any(String) },
      address: company.address,
      website: 'romashka.example',
      avatar: null,
      image: null,
      representative: user.id,
      card_path: `/counter-parties/${company.inn}`,
      products_count: 2,
    });
  });

  it('lists the sellers of the given representatives, and nobody else’s', async () => {
    const first = await createUser(ctx.app, 'first');
    const second = await createUser(ctx.app, 'second');
    const a = await sellerOf(ctx.sql, first.id);
    const b = await sellerOf(ctx.sql, first.id);
    const c = await sellerOf(ctx.sql, second.id);
    const list = await get(`/api/v1/sellers/?representative__in=${first.id}`);
    expect(list.json<TSeller[]>().map((s) => s.id)).toEqual([a.sellerId, b.sellerId]);
    const both = await get(`/api/v1/sellers/?representative__in=${first.id},%20${second.id}`);
    expect(both.json<TSeller[]>().map((s) => s.id)).toEqual([a.sellerId, b.sellerId, c.sellerId]);
    expect((await get('/api/v1/sellers/?representative__in=abc')).statusCode).toBe(400);
    expect((await get('/api/v1/sellers/')).statusCode).toBe(400);
  });

  it('answers 404 for an unknown seller and 400 for a malformed id', async () => {
    const missing = await get('/api/v1/sellers/999999999/');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: SELLER_MESSAGES.notFound, code: 'NOT_FOUND' });
    expect((await get('/api/v1/sellers/abc/')).statusCode).toBe(400);
  });
});

describe('PATCH /api/v1/sellers/{id}/', () => {
  let owner: TTestUser;
  let sellerId: number;
  let inn: string;
  beforeAll(async () => {
    owner = await createUser(ctx.app, 'owner');
    const made = await sellerOf(ctx.sql, owner.id);
    sellerId = made.sellerId;
    inn = made.company.inn;
  });

  it('stores the logo as a 300×300 WebP without metadata and the cover at most 1600 px wide', async () => {
    const response = await patch(sellerId, owner.auth, { avatar: file(jpeg), image: file(wide, 'c.png', 'image/png') });
    expect(response.statusCode, response.body).toBe(200);
    const seller = response.json<TSeller>();
    expect(seller.avatar).toMatch(/^\/api\/v1\/media\/sellers\/[0-9a-f-]{36}\.webp$/);
    expect(seller.image).toMatch(/^\/api\/v1\/media\/sellers\/[0-9a-f-]{36}\.webp$/);

    const avatar = await get(seller.avatar ?? '');
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/webp');
    expect(avatar.headers['cache-control']).toContain('immutable');
    const avatarMeta = await sharp(avatar.rawPayload).metadata();
    expect([avatarMeta.format, avatarMeta.width, avatarMeta.height]).toEqual(['webp', 300, 300]);
    expect(avatarMeta.exif).toBeUndefined();
    expect(avatar.rawPayload.includes(Buffer.from('secret-owner'))).toBe(false);

    const cover = await sharp((await get(seller.image ?? '')).rawPayload).metadata();
    expect([cover.format, cover.width, cover.height]).toEqual(['webp', 1600, 400]);

    // The ЮЛ card shows the seller and its logo at once, whatever the response cache kept.
    const card = await get(`/api/v1/company/?query=${inn}`);
    expect(card.json()).toMatchObject({ seller: sellerId, avatar: seller.avatar, image: seller.image });
  });

  it('replaces a logo, deletes the old file, and an empty value removes the picture', async () => {
    const first = (await patch(sellerId, owner.auth, { avatar: file(jpeg) })).json<TSeller>();
    const second = (await patch(sellerId, owner.auth, { avatar: file(jpeg) })).json<TSeller>();
    expect(second.avatar).not.toBe(first.avatar);
    expect((await get(first.avatar ?? '')).statusCode).toBe(404);
    expect((await get(second.avatar ?? '')).statusCode).toBe(200);

    const removed = await patch(sellerId, owner.auth, { avatar: '' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json<TSeller>().avatar).toBeNull();
    expect((await get(second.avatar ?? '')).statusCode).toBe(404);
  });

  it('refuses another user (403), a signed-out caller (401) and an unknown seller (404)', async () => {
    const stranger = await createUser(ctx.app, 'stranger');
    const forbidden = await patch(sellerId, stranger.auth, { avatar: file(jpeg) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: SELLER_MESSAGES.notRepresentative, code: 'FORBIDDEN' });
    expect((await patch(sellerId, {}, { avatar: file(jpeg) })).statusCode).toBe(401);
    expect((await patch(999999999, owner.auth, { avatar: file(jpeg) })).statusCode).toBe(404);
    const [files] = await ctx.sql<{ count: number }[]>`
      select count(*)::int as count from sellers where id = ${sellerId} and avatar_key is not null`;
    expect(files?.count).toBe(0);
  });

  it('refuses hostile and non-image files by their content, and an empty request', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const cases: TPart[] = [
      file(PDF_BYTES, 'logo.jpg'),
      file(svg, 'logo.svg', 'image/svg+xml'),
      file(Buffer.from('GIF89a<script>alert(1)</script>'), 'logo.gif', 'image/gif'),
      file(Buffer.concat([jpeg.subarray(0, 200)]), 'cut.jpg'),
      'not a file',
    ];
    for (const part of cases) {
      const response = await patch(sellerId, owner.auth, { avatar: part });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toEqual({ avatar: [SELLER_MESSAGES.imageType] });
    }
    const empty = await patch(sellerId, owner.auth, {});
    expect(empty.json()).toEqual({ non_field_errors: [SELLER_MESSAGES.nothingToChange] });
    const big = await patch(sellerId, owner.auth, { image: file(Buffer.alloc(6 * 1024 * 1024), 'big.jpg') });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ image: [ACCOUNT_MESSAGES.fileTooLarge(5)] });
  });

  it('serves only stored names from the media route', async () => {
    expect((await get('/api/v1/media/sellers/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await get('/api/v1/media/sellers/00000000-0000-0000-0000-000000000000.webp')).statusCode).toBe(404);
  });
});

describe('a sole trader becomes a seller', () => {
  const pdf = (filename: string): TPart => ({ filename, contentType: 'application/pdf', data: PDF_BYTES });
  const form = (inn: string): Record<string, TPart> => ({
    inn,
    passport: pdf('passport.pdf'),
    contract: pdf('contract.pdf'),
    document: pdf('document.pdf'),
  });
  function submit(auth: Record<string, string>, parts: Record<string, TPart>) {
    const body = multipart(parts);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/v1/ticket-company-binding/',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  }
  const approve = (id: number, auth: Record<string, string>) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/admin/company-bindings/${id}/approve/`, headers: auth });

  let admin: TTestUser;
  let otherAdmin: TTestUser;
  beforeAll(async () => {
    admin = await createUser(ctx.app, 'admin');
    otherAdmin = await createUser(ctx.app, 'admin2');
    await makeAdmin(ctx.sql, admin.id);
    await makeAdmin(ctx.sql, otherAdmin.id);
  });

  it('applies with a 12-digit ИНН, is approved, and the ИП card and seller show the representative', async () => {
    const user = await createUser(ctx.app, 'ip');
    const ip = await insertEntrepreneur(ctx.sql);
    const filed = await submit(user.auth, form(ip.inn));
    expect(filed.statusCode, filed.body).toBe(201);
    const binding = filed.json<TCompanyBinding>();
    expect(binding.company).toEqual({
      kind: 'entrepreneur',
      id: ip.id,
      name: 'ИП Продавцов Иван Петрович',
      ogrn: ip.ogrnip,
    });
    expect((await submit(user.auth, form(ip.inn))).json()).toEqual({ inn: [ACCOUNT_MESSAGES.bindingAlreadyPending] });

    const approved = await approve(binding.id, admin.auth);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', company: { kind: 'entrepreneur', id: ip.id } });

    const [seller] = await ctx.sql<{ id: number; inn: string; representative_id: number }[]>`
      select id, inn, representative_id from sellers where entrepreneur_id = ${ip.id}`;
    expect(seller).toMatchObject({ inn: ip.inn, representative_id: user.id });
    const card = (await get(`/api/v1/entrepreneur/?query=${ip.inn}`)).json<TEntrepreneurCard>();
    expect(card).toMatchObject({ representative: user.id, seller: seller?.id, avatar: null, image: null });
    const mine = (await get(`/api/v1/sellers/?representative__in=${user.id}`)).json<TSeller[]>();
    expect(mine).toMatchObject([
      {
        id: seller?.id,
        kind: 'entrepreneur',
        name: 'ИП Продавцов Иван Петрович',
        name_full: 'Индивидуальный предприниматель Продавцов Иван Петрович',
        ogrn: ip.ogrnip,
        address: 'Москва',
        card_path: `/counter-parties/${ip.inn}`,
      },
    ]);

    // Friends: the ИП's representative is added by the ИП's id or by the seller's.
    const buyer = await createUser(ctx.app, 'buyer');
    const byEntrepreneur = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/friends/',
      headers: buyer.auth,
      payload: { entrepreneur: ip.id },
    });
    expect(byEntrepreneur.statusCode, byEntrepreneur.body).toBe(201);
    expect(byEntrepreneur.json<TFriend>().friend.id).toBe(user.id);
    const bySeller = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/friends/',
      headers: buyer.auth,
      payload: { seller: seller?.id },
    });
    expect(bySeller.statusCode).toBe(200);
    const both = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/friends/',
      headers: buyer.auth,
      payload: { entrepreneur: ip.id, seller: seller?.id },
    });
    expect(both.json()).toEqual({ seller: [ACCOUNT_MESSAGES.friendOneSubject] });
  });

  it('checks the ИНН’s length and check digits, and names an unknown ИП', async () => {
    const user = await createUser(ctx.app);
    const ip = await insertEntrepreneur(ctx.sql);
    const broken = `${ip.inn.slice(0, 11)}${(Number(ip.inn[11]) + 1) % 10}`;
    expect((await submit(user.auth, form(broken))).json()).toEqual({ inn: [ACCOUNT_MESSAGES.bindingInnChecksum] });
    expect((await submit(user.auth, form('12345678901'))).json()).toEqual({
      inn: [ACCOUNT_MESSAGES.bindingInnFormat],
    });
    const unknown = await freshPersonIds(ctx.sql);
    expect((await submit(user.auth, form(unknown.inn))).json()).toEqual({
      inn: [ACCOUNT_MESSAGES.bindingEntrepreneurNotFound],
    });
  });

  it('two admins approving two applicants for one ИП at once: one wins, the other gets 409', async () => {
    const ip = await insertEntrepreneur(ctx.sql);
    const first = await createUser(ctx.app, 'first');
    const second = await createUser(ctx.app, 'second');
    const a = (await submit(first.auth, form(ip.inn))).json<TCompanyBinding>();
    const b = (await submit(second.auth, form(ip.inn))).json<TCompanyBinding>();
    const results = await Promise.all([approve(a.id, admin.auth), approve(b.id, otherAdmin.auth)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = results[0]?.statusCode === 200 ? first : second;
    const [row] = await ctx.sql`select representative_id from entrepreneurs where id = ${ip.id}`;
    expect(row?.representative_id).toBe(winner.id);
    const sellers = await ctx.sql`select representative_id from sellers where entrepreneur_id = ${ip.id}`;
    expect(sellers.map((s) => s.representative_id)).toEqual([winner.id]);
  });

  it('two admins approving one company application at once leave one seller row', async () => {
    const user = await createUser(ctx.app, 'company');
    const company = await insertCompany(ctx.sql);
    const filed = (await submit(user.auth, form(company.inn))).json<TCompanyBinding>();
    const results = await Promise.all([approve(filed.id, admin.auth), approve(filed.id, otherAdmin.auth)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const sellers = await ctx.sql`select representative_id, inn from sellers where company_id = ${company.id}`;
    expect(sellers).toEqual([{ representative_id: user.id, inn: company.inn }]);
    expect((await get(`/api/v1/company/?query=${company.inn}`)).json()).toMatchObject({ representative: user.id });
  });
});
