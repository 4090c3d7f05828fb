import type postgres from 'postgres';
import type { TStorage } from '../../lib/storage.ts';
import { invalidateAllCardDocuments } from '../card-documents/index.ts';
import { dropDeferredIndexes, restoreDeferredIndexes } from './bulk-indexes.ts';
import { copyRows } from './copy.ts';
import { DEMO_CATALOGUE } from './marketplace-catalogue.ts';
import {
  demoPictureDesigns,
  demoTagNames,
  generateDemoMarketplace,
  ROOT_HUES,
  type TDemoCategory,
  type TDemoSeller,
  type TMarketplaceInput,
} from './marketplace-generator.ts';
import { generateDemoOrders } from './marketplace-orders.ts';
import { clearDemoOrders, copyDemoOrders, deleteDemoOrders } from './marketplace-orders-load.ts';
import { storeDemoPictures } from './marketplace-pictures.ts';
import { fullName, randomPersonName } from './names.ts';
import { Random } from './random.ts';

/**
 * The demo marketplace: a few hundred demo companies and sole traders become
 * sellers, a few thousand products (deterministic from the seed) spread over
 * the leaf categories of migration 0022, with shared generated pictures, tags,
 * demo buyers' favorites and reviews. Its size does not follow the register's:
 * a 1M-company demo sells as many goods as a 20,000-company one.
 */

/** Products of the demo catalogue unless told otherwise. */
export const DEMO_PRODUCTS = 5_000;
/** Demo companies and sole traders that sell (fewer when the register is smaller). */
export const DEMO_COMPANY_SELLERS = 240;
export const DEMO_ENTREPRENEUR_SELLERS = 80;
/** Accounts that like and review demo products; they cannot sign in (their password hash verifies nothing). */
export const DEMO_BUYERS = 40;
export const DEMO_BUYER_EMAIL_DOMAIN = 'buyers.sverka.invalid';
/** Never a valid argon2 PHC string, so no password signs a demo buyer in. */
const NO_PASSWORD = '!demo-buyer';
const META_KEY = 'demo_marketplace';
const MARKETPLACE_TABLES = [
  'products',
  'product_images',
  'product_tag_links',
  'product_favorites',
  'product_comments',
  'product_views',
  // The demo orders are rewritten with their goods. Without the keys of these two (and those pointing at them)
  // neither the deletes cascade row by row nor the COPY checks each line against its order (over two seconds for
  // the demo's orders otherwise). Lines and events keep their indexes: rebuilding them saved nothing measurable.
  'orders',
  'checkouts',
];

/** The leaf categories the demo catalogue has goods for, read from the tree (ids differ between databases). */
export async function readDemoCategories(sql: postgres.Sql): Promise<TDemoCategory[]> {
  const rows = await sql<
    { id: number; name: string; root_name: string; root_image: string | null; position: number }[]
  >`
    select c.id::int, c.name, p.name as root_name, p.image as root_image, c.position::int
    from product_categories c join product_categories p on p.id = c.parent_id
    where p.parent_id is null
    order by p.position, c.position, c.id`;
  return rows
    .filter((row) => DEMO_CATALOGUE[row.root_name]?.[row.name])
    .map((row) => {
      const rootSlug = /\/([a-z0-9-]+)\.svg$/.exec(row.root_image ?? '')?.[1] ?? 'other';
      const rootHue = ROOT_HUES[rootSlug] ?? 200;
      return {
        id: row.id,
        name: row.name,
        rootName: row.root_name,
        rootSlug,
        position: row.position,
        hue: (rootHue + 14 * (row.position - 1)) % 360,
      };
    });
}

/** Draws and stores the pictures of the demo catalogue (those not stored yet); resolves with how many were drawn. */
export async function storeDemoCataloguePictures(sql: postgres.Sql, storage: TStorage): Promise<number> {
  return storeDemoPictures(storage, demoPictureDesigns(await readDemoCategories(sql)));
}

/** Makes demo companies and sole traders sellers (those that are already stay as they are); returns them all. */
async function ensureDemoSellers(sql: postgres.Sql, seed: number): Promise<TDemoSeller[]> {
  // A hash of id and seed picks an even spread over the register (and its regions), the same for the same data.
  await sql`
    insert into sellers (company_id, inn)
    select id, inn from companies
    where source = 'demo' and liquidation_date is null and status_name = 'Действует'
    order by md5(id::text || ':' || ${seed}::text) limit ${DEMO_COMPANY_SELLERS}
    on conflict do nothing`;
  await sql`
    insert into sellers (entrepreneur_id, inn)
    select id, inn from entrepreneurs
    where source = 'demo' and termination_date is null
    order by md5(id::text || ':' || ${seed}::text) limit ${DEMO_ENTREPRENEUR_SELLERS}
    on conflict do nothing`;
  return sql<TDemoSeller[]>`
    select s.id::int, s.entrepreneur_id is not null as "soleTrader"
    from sellers s
    left join companies c on c.id = s.company_id
    left join entrepreneurs e on e.id = s.entrepreneur_id
    where s.representative_id is null and (c.source = 'demo' or e.source = 'demo')
    order by s.company_id nulls last, s.entrepreneur_id`;
}

/** The demo buyers' accounts, created when missing; ids in the order of their emails. */
async function ensureDemoBuyers(sql: postgres.Sql, seed: number): Promise<number[]> {
  const random = new Random(seed, 'marketplace buyers');
  const rows = Array.from({ length: DEMO_BUYERS }, (_, i) => ({
    email: `demo-buyer-${String(i + 1).padStart(2, '0')}@${DEMO_BUYER_EMAIL_DOMAIN}`,
    password_hash: NO_PASSWORD,
    full_name: fullName(randomPersonName(random)),
  }));
  await sql`insert into users ${sql(rows, 'email', 'password_hash', 'full_name')} on conflict do nothing`;
  const users = await sql<{ id: number }[]>`
    select id::int from users where email like ${`demo-buyer-%@${DEMO_BUYER_EMAIL_DOMAIN}`} order by email`;
  return users.map((user) => user.id);
}

export type TLoadMarketplaceOptions = {
  storage: TStorage;
  seed: number;
  referenceDate: string;
  /** Products to create; {@link DEMO_PRODUCTS} by default. */
  products?: number;
  /** Pictures already being stored (started early to overlap the register's load). */
  pictures?: Promise<number>;
};

export type TLoadMarketplaceResult = { rows: Record<string, number>; picturesDrawn: number };

/**
 * Loads the demo marketplace on top of a loaded demo register: sellers,
 * buyers, tags, products with pictures, tag links, favorites and reviews,
 * and the orders behind the reviews plus open ones (marketplace-orders.ts).
 * Goods and orders of earlier demo loads are replaced, goods of real sellers kept.
 */
export async function loadDemoMarketplace(
  sql: postgres.Sql,
  options: TLoadMarketplaceOptions,
): Promise<TLoadMarketplaceResult> {
  const count = options.products ?? DEMO_PRODUCTS;
  const picturesDrawn = await (options.pictures ?? storeDemoCataloguePictures(sql, options.storage));
  const categories = await readDemoCategories(sql);
  const sellers = await ensureDemoSellers(sql, options.seed);
  const buyers = await ensureDemoBuyers(sql, options.seed);
  const tagNames = demoTagNames();
  await sql`insert into product_tags (name) select unnest(${sql.array(tagNames)}::text[]) on conflict do nothing`;
  const tagIds = new Map(
    (
      await sql<{ id: number; name: string }[]>`
        select id::int, lower(name) as name from product_tags where lower(name) = any(${sql.array(tagNames.map((t) => t.toLowerCase()))}::text[])`
    ).map((row) => [row.name, row.id]),
  );

  // The catalogue loads two to four times faster when its indexes (two GIN among them) are built once afterwards.
  const deferred = await dropDeferredIndexes(sql, MARKETPLACE_TABLES);
  let rows: Record<string, number>;
  try {
    await deleteDemoProducts(sql, sellers, buyers);
    rows = await copyDemoMarketplace(sql, {
      seed: options.seed,
      referenceDate: options.referenceDate,
      count,
      categories,
      sellers,
      buyers,
      tagIds,
    });
  } finally {
    await restoreDeferredIndexes(sql, deferred);
  }
  await sql`analyze sellers, products, product_images, product_tag_links, product_favorites, product_comments, orders, order_items`;
  // Cards show their subject's seller: the demo sellers are new.
  await invalidateAllCardDocuments(sql);
  return { rows, picturesDrawn };
}

/**
 * Deletes the goods of demo sellers from an earlier load, and what refers to
 * them, table by table: the foreign keys that would cascade may be dropped
 * for the load, and a cascade checks the comments' replies row by row.
 */
async function deleteDemoProducts(
  sql: postgres.Sql,
  sellers: readonly TDemoSeller[],
  buyers: readonly number[],
): Promise<void> {
  await deleteDemoOrders(
    sql,
    sellers.map((seller) => seller.id),
    buyers,
  );
  const ids = sql.array(sellers.map((seller) => seller.id));
  const [found] = await sql<
    { any: boolean }[]
  >`select exists(select 1 from products where seller_id = any(${ids}::bigint[])) as any`;
  if (!found?.any) return;
  const gone = sql`select id from products where seller_id = any(${ids}::bigint[])`;
  await sql`delete from product_comments where product_id in (${gone})`;
  for (const table of ['product_images', 'product_tag_links', 'product_favorites', 'product_views'])
    await sql`delete from ${sql(table)} where product_id in (${gone})`;
  await sql`delete from products where seller_id = any(${ids}::bigint[])`;
}

/** Writes the generated catalogue in one transaction with COPY; returns the rows written per table. */
async function copyDemoMarketplace(
  sql: postgres.Sql,
  input: Omit<TMarketplaceInput, 'firstId'> & { tagIds: ReadonlyMap<string, number> },
): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  await sql.begin(async (tx) => {
    const connection = tx as unknown as postgres.Sql;
    const [start] = await connection<{ id: number }[]>`select coalesce(max(id), 0)::int + 1 as id from products`;
    // Reviews and orders get their ids here: the order lines name the reviews they led to.
    const [next] = await connection<{ comment: number; order: number }[]>`
      select (select coalesce(max(id), 0)::int + 1 from product_comments) as comment,
             (select coalesce(max(id), 0)::int + 1 from orders) as order`;
    const firstReviewId = next?.comment ?? 1;
    const market = generateDemoMarketplace({
      seed: input.seed,
      referenceDate: input.referenceDate,
      count: input.count,
      firstId: start?.id ?? 1,
      categories: input.categories,
      sellers: input.sellers,
      buyers: input.buyers,
    });
    const { products, favorites, reviews } = market;
    await copyRows(
      connection,
      'products',
      [
        'id',
        'seller_id',
        'category_id',
        'name',
        'description',
        'price',
        'sale_price',
        'vat_rate',
        'in_stock',
        'specifications',
        'search_extra',
        'status',
        'reject_reason',
        'moderated_at',
        'published_at',
        'likes_count',
        'views_count',
        'rating',
        'reviews_count',
        'created_at',
        'updated_at',
      ],
      products.map((p) => [
        p.id,
        p.sellerId,
        p.categoryId,
        p.name,
        p.description,
        p.price,
        p.salePrice,
        p.vatRate,
        p.inStock,
        JSON.stringify(p.specifications),
        p.tags.join(' '),
        p.status,
        p.rejectReason,
        p.status === 'moderation' ? null : (p.publishedAt ?? p.createdAt),
        p.publishedAt,
        p.likesCount,
        p.viewsCount,
        p.rating,
        p.reviewsCount,
        p.createdAt,
        p.publishedAt ?? p.createdAt,
      ]),
    );
    await copyRows(
      connection,
      'product_images',
      ['product_id', 'key', 'thumb_key', 'width', 'height', 'position'],
      products.flatMap((p) =>
        p.pictures.map((pic, position) => [p.id, pic.key, pic.thumbKey, pic.width, pic.height, position]),
      ),
    );
    await copyRows(
      connection,
      'product_tag_links',
      ['product_id', 'tag_id'],
      products.flatMap((p) => p.tags.map((tag) => [p.id, input.tagIds.get(tag.toLowerCase()) as number])),
    );
    await copyRows(
      connection,
      'product_favorites',
      ['user_id', 'product_id', 'created_at'],
      favorites.map((f) => [f.userId, f.productId, f.createdAt]),
    );
    await copyRows(
      connection,
      'product_comments',
      ['id', 'product_id', 'user_id', 'stars', 'content', 'created_at'],
      reviews.map((r, i) => [firstReviewId + i, r.productId, r.userId, r.stars, r.content, r.createdAt]),
    );
    if (reviews.length > 0)
      await connection`select setval(pg_get_serial_sequence('product_comments', 'id'), ${firstReviewId + reviews.length - 1})`;
    const orders = generateDemoOrders({
      seed: input.seed,
      referenceDate: input.referenceDate,
      firstOrderId: next?.order ?? 1,
      firstReviewId,
      products,
      reviews,
      sellers: input.sellers,
      buyers: input.buyers,
    });
    Object.assign(rows, await copyDemoOrders(connection, orders));
    if (products.length > 0)
      await connection`select setval(pg_get_serial_sequence('products', 'id'), ${(start?.id ?? 1) + products.length - 1})`;
    Object.assign(rows, {
      sellers: input.sellers.length,
      products: products.length,
      product_images: products.reduce((sum, p) => sum + p.pictures.length, 0),
      product_tag_links: products.reduce((sum, p) => sum + p.tags.length, 0),
      product_favorites: favorites.length,
      product_comments: reviews.length,
    });
    const meta = { seed: input.seed, products: products.length, sellers: input.sellers.length };
    await connection`
      insert into app_meta (key, value) values (${META_KEY}, ${JSON.stringify(meta)}::jsonb)
      on conflict (key) do update set value = excluded.value, updated_at = now()`;
  });
  return rows;
}

/** Whether a demo marketplace was loaded into this database (by the first start or `data:demo`). */
export async function hasDemoMarketplace(sql: postgres.Sql): Promise<boolean> {
  const [row] = await sql<{ found: boolean }[]>`select exists(select 1 from app_meta where key = ${META_KEY}) as found`;
  return row?.found ?? false;
}

/**
 * Removes the demo marketplace before the register it stands on is emptied:
 * demo sellers (their goods cascade) and demo buyers. Real sellers and their
 * goods stay.
 */
export async function clearDemoMarketplace(sql: postgres.Sql): Promise<void> {
  const demoSellers = sql`
    select s.id from sellers s
    where s.representative_id is null
      and (exists (select 1 from companies c where c.id = s.company_id and c.source = 'demo')
           or exists (select 1 from entrepreneurs e where e.id = s.entrepreneur_id and e.source = 'demo'))`;
  const buyers = await sql<{ id: number }[]>`
    select id::int from users where email like ${`demo-buyer-%@${DEMO_BUYER_EMAIL_DOMAIN}`}`;
  await clearDemoOrders(
    sql,
    demoSellers,
    buyers.map((buyer) => buyer.id),
  );
  await sql`delete from sellers where id in (${demoSellers})`;
  await invalidateAllCardDocuments(sql);
  await sql`delete from users where email like ${`demo-buyer-%@${DEMO_BUYER_EMAIL_DOMAIN}`}`;
  await sql`delete from app_meta where key = ${META_KEY}`;
}
