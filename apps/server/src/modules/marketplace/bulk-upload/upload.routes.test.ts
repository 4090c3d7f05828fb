import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  ACCOUNT_MESSAGES,
  ENTITLEMENT_ERROR_CODE,
  MARKETPLACE_MESSAGES,
  PRODUCT_UPLOAD_MAX_BYTES,
  PRODUCT_UPLOAD_MESSAGES,
  type TProductUpload,
  type TProductUploadSummary,
} from '@sverka/shared';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import iconv from 'iconv-lite';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  createUser,
  csrfHeaders,
  multipart,
  NO_RATE_LIMITS,
  type TTestUser,
  testAccountsConfig,
} from '../../../../test/accounts.ts';
import { grantPlan } from '../../../../test/billing.ts';
import { insertCompany } from '../../../../test/factory.ts';
import { buildApp } from '../../../app.ts';
import { defaultPictureFetchConfig } from '../../../config.ts';
import { createSql, type TSql } from '../../../db/client.ts';
import { createDiskStorage } from '../../../lib/storage.ts';
import { checkPictureUrl, fetchPicture, isForbiddenAddress, PictureFetchError } from './picture-fetch.ts';
import { FEED } from './upload.fixtures.ts';
import {
  fetchProductPictures,
  PRODUCT_PICTURES_JOB,
  PRODUCT_UPLOAD_JOB,
  processUpload,
  type TBulkUploadDeps,
} from './upload.service.ts';
import { parseUploadFile } from './upload-parsers.ts';

let app: FastifyInstance;
let sql: TSql;
let dataDir: string;
let pictures: Server;
let pictureBase: string;
/** Requests the picture server answered, by path: a URL fetched twice shows up here twice. */
const hits = new Map<string, number>();

/** Nine different small PNGs, and files that only pretend to be pictures. */
const pngs: Buffer[] = [];
const HOSTILE_SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

/** Both apps' settings; the pictures come from the test's own server on 127.0.0.1. */
const appConfig = () =>
  ({
    env: 'test',
    logLevel: 'silent',
    webDist: undefined,
    accounts: { ...testAccountsConfig(dataDir), ...NO_RATE_LIMITS },
    pictureFetch: { ...defaultPictureFetchConfig(), allowPrivateAddresses: true },
  }) as const;

beforeAll(async () => {
  for (let i = 0; i < 9; i++) {
    pngs.push(
      await sharp({ create: { width: 20 + i, height: 20, channels: 3, background: { r: i * 20, g: 100, b: 50 } } })
        .png()
        .toBuffer(),
    );
  }
  pictures = createServer((request, response) => {
    const url = request.url ?? '';
    hits.set(url, (hits.get(url) ?? 0) + 1);
    const png = /^\/p(\d)\.png$/.exec(url);
    if (png) {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(pngs[Number(png[1])]);
    }
    if (url === '/hostile.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      return response.end(HOSTILE_SVG);
    }
    if (url === '/huge.png') {
      response.writeHead(200, { 'content-type': 'image/png' });
      return response.end(Buffer.alloc(64 * 1024));
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  pictureBase = `http://127.0.0.1:${(pictures.address() as AddressInfo).port}`;

  sql = createSql(inject('databaseUrl'), { max: 4 });
  dataDir = mkdtempSync(path.join(tmpdir(), 'sverka-bulk-upload-'));
  app = await buildApp({
    config: appConfig(),
    // Jobs run in the process (lib/inline-jobs.ts); the pg-boss path has a test of its own below, kept short
    // because other files count the queue's connections.
    sql,
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await sql?.end();
  await new Promise((resolve) => pictures?.close(resolve));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A user with the plan that has bulk upload, representing a fresh seller. */
async function seller(label: string): Promise<{ user: TTestUser; sellerId: number }> {
  const user = await createUser(app, label);
  await grantPlan(sql, user.id, 'optimal_plus');
  const company = await insertCompany(sql, { representative_id: user.id });
  const [row] = await sql<{ id: number }[]>`
    insert into sellers (company_id, inn, representative_id) values (${company.id}, ${company.inn}, ${user.id})
    returning id`;
  return { user, sellerId: (row as { id: number }).id };
}

function upload(user: TTestUser, company: number | string, data: Buffer, filename = 'goods.bin') {
  const form = multipart({
    company: String(company),
    file: { filename, contentType: 'application/octet-stream', data },
  });
  return app.inject({
    method: 'POST',
    url: '/api/v1/products/uploads/',
    headers: { ...user.auth, ...form.headers },
    payload: form.payload,
  });
}

/** Uploads and waits for the job to finish the file. */
async function uploadDone(user: TTestUser, company: number, data: Buffer): Promise<TProductUpload> {
  const response = await upload(user, company, data);
  expect(response.statusCode, response.body).toBe(201);
  const { id, status } = response.json<TProductUpload>();
  expect(status).toBe('queued');
  let last: TProductUpload | undefined;
  await expect
    .poll(
      async () => {
        const read = await app.inject({ method: 'GET', url: `/api/v1/products/uploads/${id}/`, headers: user.auth });
        last = read.json<TProductUpload>();
        return last.status;
      },
      { timeout: 30_000, interval: 100 },
    )
    .toMatch(/^(done|failed)$/);
  return last as TProductUpload;
}

const productsOf = (sellerId: number) =>
  sql<{ id: number; external_id: string; name: string; price: number; sale_price: number | null; status: string }[]>`
    select id, external_id, name, price::float8 as price, sale_price::float8 as sale_price, status
    from products where seller_id = ${sellerId} order by external_id`;

const imagesOf = (productId: number) =>
  sql<{ source_url: string; position: number }[]>`
    select source_url, position from product_images where product_id = ${productId} order by position`;

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Товары');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('who may upload', () => {
  it('refuses a user whose plan lacks bulk upload with the entitlement error', async () => {
    const user = await createUser(app, 'noplan');
    const response = await upload(user, 1, Buffer.from(FEED));
    expect(response.statusCode).toBe(403);
    const refusal = {
      code: ENTITLEMENT_ERROR_CODE,
      feature: 'marketplace.bulk_upload',
      reason: 'upgrade',
      plan: { code: 'optimal_plus' },
    };
    expect(response.json()).toMatchObject(refusal);
    // The page asks for the user's sellers first, and learns from the same refusal to show the plans instead.
    const sellers = await app.inject({ method: 'GET', url: '/api/v1/products/uploads/sellers/', headers: user.auth });
    expect(sellers.statusCode).toBe(403);
    expect(sellers.json()).toMatchObject(refusal);
  });

  it('refuses a seller the user does not represent, and an anonymous caller', async () => {
    const { user } = await seller('one');
    const other = await seller('other');
    const response = await upload(user, other.sellerId, Buffer.from(FEED));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ detail: PRODUCT_UPLOAD_MESSAGES.notRepresentative });
    expect((await productsOf(other.sellerId)).length).toBe(0);
    const anonymous = await app.inject({ method: 'GET', url: '/api/v1/products/uploads/' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('says what is wrong with the form', async () => {
    const { user, sellerId } = await seller('form');
    const unknown = await upload(user, sellerId, Buffer.from('<html>not a feed</html>'));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ file: [PRODUCT_UPLOAD_MESSAGES.unknownFormat] });
    const tooLarge = await upload(user, sellerId, Buffer.alloc(PRODUCT_UPLOAD_MAX_BYTES + 1, 'a'));
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ file: [ACCOUNT_MESSAGES.fileTooLarge(20)] });
    // Three uploads still waiting: a fourth waits for them.
    await sql`
      insert into product_uploads (seller_id, user_id, file_name, format, file_key)
      select ${sellerId}, ${user.id}, 'old.csv', 'csv', 'product-uploads/old.csv' from generate_series(1, 3)`;
    const fourth = await upload(user, sellerId, Buffer.from(FEED));
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ detail: PRODUCT_UPLOAD_MESSAGES.tooManyRunning });
    await sql`delete from product_uploads where user_id = ${user.id} and file_name = 'old.csv'`;
    const noCompany = await upload(user, 'x', Buffer.from(FEED));
    expect(noCompany.statusCode).toBe(400);
    expect(noCompany.json()).toMatchObject({ company: [PRODUCT_UPLOAD_MESSAGES.companyRequired] });
  });
});

describe('a YML feed', () => {
  it('creates the offers it can, refuses the rest with reasons, and updates by offer id on the next upload', async () => {
    const { user, sellerId } = await seller('yml');
    const feed = FEED.replaceAll('https://example.ru/', `${pictureBase}/p`).replace('1.jpg', '1.png');
    const first = await uploadDone(user, sellerId, Buffer.from(feed.replace('2.jpg', '2.png')));
    expect(first).toMatchObject({
      status: 'done',
      format: 'yml',
      total_rows: 2,
      processed_rows: 2,
      created_count: 1,
      updated_count: 0,
      refused_count: 1,
    });
    const [created, refused] = first.report;
    const productId = Number(created?.product_id);
    expect(created).toMatchObject({ row: 1, offer_id: 'G-1', outcome: 'created', reasons: [] });
    expect(refused).toEqual({
      row: 2,
      offer_id: 'G-2',
      outcome: 'refused',
      product_id: null,
      reasons: [MARKETPLACE_MESSAGES.unknownCategory],
    });
    const [product] = await productsOf(sellerId);
    expect(product).toMatchObject({ external_id: 'G-1', name: 'Перчатки', price: 120, sale_price: 99.5 });
    expect(product?.status).toBe('moderation');
    const [details] = await sql<{ vat_rate: number; in_stock: number; description: string; specifications: unknown }[]>`
      select vat_rate, in_stock, description, specifications from products where id = ${productId}`;
    expect(details).toEqual({
      vat_rate: 22,
      in_stock: 15,
      description: 'Нитрил & латекс',
      specifications: [{ name: 'Размер', value: 'M', unit: 'RU' }],
    });
    // Both pictures arrive through the pictures job.
    await expect.poll(async () => (await imagesOf(productId)).length, { timeout: 30_000 }).toBe(2);

    // Approved, then uploaded again with a new price: the same product, back on moderation, pictures not refetched.
    await sql`update products set status = 'published' where id = ${productId}`;
    const hitsBefore = hits.get('/p1.png');
    const second = await uploadDone(
      user,
      sellerId,
      Buffer.from(feed.replace('2.jpg', '2.png').replace('<price>99,50</price>', '<price>89.90</price>')),
    );
    expect(second).toMatchObject({ created_count: 0, updated_count: 1, refused_count: 1 });
    expect(second.report[0]).toMatchObject({ outcome: 'updated', product_id: productId });
    const products = await productsOf(sellerId);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ sale_price: 89.9, status: 'moderation' });
    expect((await imagesOf(productId)).length).toBe(2);
    expect(hits.get('/p1.png')).toBe(hitsBefore);
  });
});

describe('a large file', () => {
  it('is taken up to the limit, above the app’s usual 10 MB', async () => {
    const { user, sellerId } = await seller('large');
    const padding = `<!-- ${'x'.repeat(12 * 1024 * 1024)} -->`;
    const result = await uploadDone(user, sellerId, Buffer.from(FEED.replace('<shop>', `<shop>${padding}`)));
    expect(result).toMatchObject({ status: 'done', created_count: 1, refused_count: 1 });
  });
});

describe('tables', () => {
  it('reads an XLSX of our template, with extra columns as characteristics and tags', async () => {
    const { user, sellerId } = await seller('xlsx');
    const data = await xlsx([
      ['offer_id', 'name', 'category', 'price', 'old_price', 'vat', 'stock', 'description', 'pictures', 'tags', 'Цвет'],
      ['X-1', 'Бумага А4', 'Бумага', '350,50', '', 'без НДС', 40, 'Пачка 500 листов', '', 'бумага, офис', 'белый'],
      ['X-2', '', 'Бумага', 100, '', '', '', '', '', '', ''],
      ['X-3', 'Картон', 'Офис и канцелярия / Бумага', 90, 80, '', '', '', '', '', ''],
    ]);
    const result = await uploadDone(user, sellerId, data);
    expect(result).toMatchObject({ status: 'done', format: 'xlsx', created_count: 1, refused_count: 2 });
    expect(result.report.map((row) => [row.row, row.offer_id, row.outcome, row.reasons])).toEqual([
      [2, 'X-1', 'created', []],
      [3, 'X-2', 'refused', [PRODUCT_UPLOAD_MESSAGES.nameRequired]],
      [4, 'X-3', 'refused', [MARKETPLACE_MESSAGES.salePriceAbovePrice]],
    ]);
    const [row] = await sql<
      { vat_rate: number | null; specifications: unknown; tags: string[]; search_extra: string }[]
    >`
      select p.vat_rate, p.specifications, p.search_extra,
        array(select t.name from product_tag_links l join product_tags t on t.id = l.tag_id
          where l.product_id = p.id order by t.name) as tags
      from products p where p.id = ${Number(result.report[0]?.product_id)}`;
    expect(row).toMatchObject({
      vat_rate: null,
      specifications: [{ name: 'Цвет', value: 'белый' }],
      tags: ['бумага', 'офис'],
      search_extra: 'бумага офис',
    });
  });

  it('reads a Windows-1251 CSV with `;` between columns', async () => {
    const { user, sellerId } = await seller('csv');
    const csv =
      'offer_id;name;category;price\nC-1;Кабель ВВГ 3х2,5;Кабель и провод;"1 250,00"\nC-2;Лампа;Светотехника;0\n';
    const result = await uploadDone(user, sellerId, iconv.encode(csv, 'windows-1251'));
    expect(result).toMatchObject({ status: 'done', format: 'csv', created_count: 1, refused_count: 1 });
    expect(result.report[1]).toMatchObject({ offer_id: 'C-2', reasons: [MARKETPLACE_MESSAGES.pricePositive] });
    expect((await productsOf(sellerId))[0]).toMatchObject({ name: 'Кабель ВВГ 3х2,5', price: 1250 });
  });

  it('marks an upload failed when its job breaks, rather than leaving it processing', async () => {
    const { user, sellerId } = await seller('crash');
    const [row] = await sql<{ id: number }[]>`
      insert into product_uploads (seller_id, user_id, file_name, format, file_key)
      values (${sellerId}, ${user.id}, 'goods.csv', 'csv', 'product-uploads/missing.csv') returning id`;
    const id = Number(row?.id);
    const broken: TBulkUploadDeps = {
      sql,
      storage: {
        get: () => Promise.reject(new Error('disk gone')),
        put: () => Promise.resolve(),
        delete: () => Promise.resolve(),
      },
      log: app.log,
      pictureFetch: defaultPictureFetchConfig(),
      queue: undefined,
    };
    await expect(processUpload(broken, id)).rejects.toThrow('disk gone');
    const [stored] = await sql<{ status: string; error: string }[]>`
      select status, error from product_uploads where id = ${id}`;
    expect(stored).toEqual({ status: 'failed', error: PRODUCT_UPLOAD_MESSAGES.processingFailed });
  });

  it('fails an upload whose file is unreadable as a whole, with the reason', async () => {
    const { user, sellerId } = await seller('broken');
    const result = await uploadDone(user, sellerId, Buffer.from('name;price\nA;1\n'));
    expect(result).toMatchObject({ status: 'failed', error: PRODUCT_UPLOAD_MESSAGES.noOfferColumn });
  });
});

describe('pictures named by URL', () => {
  it('keeps eight, skips a hostile file, notes both on the report', async () => {
    const { user, sellerId } = await seller('pictures');
    const links = Array.from({ length: 9 }, (_, i) => `${pictureBase}/p${i}.png`).join(' ');
    const csv =
      'offer_id;name;category;price;pictures\n' +
      `P-1;Станок;Станки;100000;${links}\n` +
      `P-2;Насос;Насосы и компрессоры;5000;${pictureBase}/hostile.jpg\n`;
    const result = await uploadDone(user, sellerId, Buffer.from(csv));
    const [many, hostile] = result.report;
    expect(many).toMatchObject({ outcome: 'created', reasons: [PRODUCT_UPLOAD_MESSAGES.tooManyPictures] });
    await expect.poll(async () => (await imagesOf(many?.product_id as number)).length, { timeout: 30_000 }).toBe(8);
    const images = await imagesOf(many?.product_id as number);
    expect(images.map((image) => image.position)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(images.map((image) => image.source_url)).not.toContain(`${pictureBase}/p8.png`);
    expect(hits.get('/p8.png')).toBeUndefined();
    await expect
      .poll(
        async () => {
          const read = await app.inject({
            method: 'GET',
            url: `/api/v1/products/uploads/${result.id}/`,
            headers: user.auth,
          });
          return read.json<TProductUpload>().report[1]?.reasons;
        },
        { timeout: 30_000 },
      )
      .toEqual([PRODUCT_UPLOAD_MESSAGES.pictureFailed(`${pictureBase}/hostile.jpg`)]);
    expect(await imagesOf(hostile?.product_id as number)).toEqual([]);
  });

  it('refuses private addresses unless the configuration allows them', async () => {
    const { user, sellerId } = await seller('private');
    const result = await uploadDone(
      user,
      sellerId,
      Buffer.from('offer_id;name;category;price\nQ-1;Стул;Офисная мебель;100\n'),
    );
    const productId = result.report[0]?.product_id as number;
    const deps: TBulkUploadDeps = {
      sql,
      storage: createDiskStorage(path.join(dataDir, 'uploads')),
      log: app.log,
      pictureFetch: defaultPictureFetchConfig(),
      queue: undefined,
    };
    const before = hits.get('/p0.png') ?? 0;
    await fetchProductPictures(deps, {
      uploadId: result.id,
      productId,
      urls: [`${pictureBase}/p0.png`, `http://localhost:${new URL(pictureBase).port}/p0.png`],
      reportIndex: 0,
      allowPrivateAddresses: false,
    });
    expect(await imagesOf(productId)).toEqual([]);
    expect(hits.get('/p0.png') ?? 0).toBe(before);
    const [row] = await sql<{ report: TProductUpload['report'] }[]>`
      select report from product_uploads where id = ${result.id}`;
    expect(row?.report[0]?.reasons).toEqual([
      PRODUCT_UPLOAD_MESSAGES.pictureFailed(`${pictureBase}/p0.png`),
      PRODUCT_UPLOAD_MESSAGES.pictureFailed(`http://localhost:${new URL(pictureBase).port}/p0.png`),
    ]);
  });

  it('checks addresses, schemes and sizes before and while fetching', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '169.254.169.254', '192.168.0.1', '172.20.0.1', '::1', 'fd00::1']) {
      expect(isForbiddenAddress(address), address).toBe(true);
    }
    expect(isForbiddenAddress('::ffff:127.0.0.1')).toBe(true);
    expect(isForbiddenAddress('77.88.55.242')).toBe(false);
    expect(() => checkPictureUrl('http://169.254.169.254/latest/meta-data', false)).toThrow(PictureFetchError);
    expect(() => checkPictureUrl('http://[::1]/x.png', false)).toThrow(PictureFetchError);
    expect(() => checkPictureUrl('file:///etc/passwd', true)).toThrow(PictureFetchError);
    expect(() => checkPictureUrl('https://user:secret@example.ru/x.png', true)).toThrow(PictureFetchError);
    const config = { allowPrivateAddresses: true, timeoutMs: 5000, maxBytes: 1024 };
    await expect(fetchPicture(`${pictureBase}/huge.png`, config)).rejects.toMatchObject({ kind: 'refused' });
    await expect(fetchPicture(`${pictureBase}/missing.png`, config)).rejects.toMatchObject({ kind: 'refused' });
    expect(
      (await fetchPicture(`${pictureBase}/p0.png`, { ...config, maxBytes: 10_000 })).equals(pngs[0] as Buffer),
    ).toBe(true);
  });
});

describe('through pg-boss', () => {
  it('runs the upload and its pictures as jobs of the queue, and closing the app waits for them', async () => {
    const { user, sellerId } = await seller('queued');
    const queued = await buildApp({ config: appConfig(), sql, jobs: true });
    await queued.ready();
    let uploadId = 0;
    try {
      // Each app signs its tokens with its own secret: sign in to this one.
      const tokens = await queued.inject({
        method: 'POST',
        url: '/auth/jwt/create/',
        headers: csrfHeaders,
        payload: { email: user.email, password: user.password },
      });
      const auth = { authorization: `Bearer ${tokens.json<{ access: string }>().access}` };
      const form = multipart({
        company: String(sellerId),
        file: {
          filename: 'goods.csv',
          contentType: 'text/csv',
          data: Buffer.from(`offer_id;name;category;price;pictures\nQ-1;Бумага;Бумага;1;${pictureBase}/p3.png\n`),
        },
      });
      const response = await queued.inject({
        method: 'POST',
        url: '/api/v1/products/uploads/',
        headers: { ...auth, ...form.headers },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      uploadId = response.json<TProductUpload>().id;
      await expect.poll(async () => (await productsOf(sellerId)).length, { timeout: 30_000, interval: 100 }).toBe(1);
      const [product] = await productsOf(sellerId);
      await expect.poll(async () => (await imagesOf(Number(product?.id))).length, { timeout: 30_000 }).toBe(1);
    } finally {
      await queued.close();
    }
    const jobs = await sql<{ name: string }[]>`
      select name from pgboss.job
      where state = 'completed' and name in (${PRODUCT_UPLOAD_JOB}, ${PRODUCT_PICTURES_JOB})
        and (data ->> 'uploadId')::bigint = ${uploadId}
      order by name`;
    expect(jobs.map((job) => job.name)).toEqual([PRODUCT_PICTURES_JOB, PRODUCT_UPLOAD_JOB]);
  });
});

describe('reading uploads', () => {
  it('lists the caller’s uploads newest first, and hides someone else’s', async () => {
    const { user, sellerId } = await seller('list');
    const first = await uploadDone(user, sellerId, Buffer.from('offer_id;name;category;price\nL-1;Бумага;Бумага;1\n'));
    const second = await uploadDone(user, sellerId, Buffer.from('offer_id;name;category;price\nL-2;Бумага;Бумага;1\n'));
    const list = await app.inject({ method: 'GET', url: '/api/v1/products/uploads/', headers: user.auth });
    expect(list.json<TProductUploadSummary[]>().map((item) => item.id)).toEqual([second.id, first.id]);
    expect(list.json<TProductUploadSummary[]>()[0]).not.toHaveProperty('report');
    const stranger = await createUser(app, 'stranger');
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/v1/products/uploads/${first.id}/`,
      headers: stranger.auth,
    });
    expect(foreign.statusCode).toBe(404);
    const sellers = await app.inject({ method: 'GET', url: '/api/v1/products/uploads/sellers/', headers: user.auth });
    expect(sellers.json()).toEqual([expect.objectContaining({ id: sellerId })]);
  });

  it('offers templates that read back as a valid row', async () => {
    const user = await createUser(app, 'template');
    const xlsxReply = await app.inject({
      method: 'GET',
      url: '/api/v1/products/uploads/template.xlsx',
      headers: user.auth,
    });
    expect(xlsxReply.statusCode).toBe(200);
    const csvReply = await app.inject({
      method: 'GET',
      url: '/api/v1/products/uploads/template.csv',
      headers: user.auth,
    });
    expect(csvReply.headers['content-type']).toMatch(/text\/csv/);
    for (const [format, body] of [
      ['xlsx', xlsxReply.rawPayload],
      ['csv', csvReply.rawPayload],
    ] as const) {
      const [row] = await parseUploadFile(format, body);
      expect(row).toMatchObject({ offerId: 'A-1001', category: 'Средства защиты', price: '1290,00' });
    }
  });
});
