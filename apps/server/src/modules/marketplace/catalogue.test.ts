import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper.ts';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';
import { createCatalogue, idBits } from './catalogue.ts';

const ctx = useTestApp();

/** Every page of a filter, `size` at a time, until one comes back short. */
async function allPages(read: (page: { limit: number; offset: number }) => Promise<number[]>, size: number) {
  const seen: number[] = [];
  for (let offset = 0; ; offset += size) {
    const ids = await read({ limit: size, offset });
    seen.push(...ids);
    if (ids.length < size) return seen;
  }
}

describe('catalogue: a root category by price', () => {
  let seller: { id: number };
  let leaves: number[];
  const prices = new Map<number, number>();

  beforeAll(async () => {
    seller = await insertSeller(ctx.sql, null);
    const [root] = await ctx.sql<{ id: number }[]>`
      select parent_id as id from product_categories where parent_id is not null
      group by parent_id having count(*) >= 3 order by parent_id limit 1`;
    const children = await ctx.sql<{ id: number }[]>`
      select id from product_categories where parent_id = ${root?.id ?? 0} order by id limit 3`;
    leaves = children.map((row) => row.id);
    // Prices interleave across the leaves and repeat, so only a merge by (price, id) orders them.
    const spec = [500, 100, 300, 100, 700, 300, 200, 900, 100, 400, 250, 500];
    for (const [index, price] of spec.entries()) {
      const id = await insertProduct(ctx.sql, seller.id, { price, category_id: leaves[index % leaves.length] });
      prices.set(id, price);
    }
    await insertProduct(ctx.sql, seller.id, { price: 1, category_id: leaves[0], status: 'moderation' });
  });

  const expected = (direction: 1 | -1) =>
    [...prices].sort(([a, pa], [b, pb]) => direction * (pa - pb || a - b)).map(([id]) => id);

  it('is sorted exactly across its leaves and pages repeat no product, both ways', async () => {
    const catalogue = createCatalogue(ctx.sql);
    const filter = { categoryIds: leaves, sellerId: seller.id };
    for (const [ordering, direction] of [
      ['price-asc', 1],
      ['price-desc', -1],
    ] as const) {
      const first = await catalogue.page(filter, ordering, { limit: 100, offset: 0 });
      expect(first.count).toBe(prices.size);
      expect(first.ids).toEqual(expected(direction));
      for (const size of [1, 5, 7]) {
        const paged = await allPages(async (page) => (await catalogue.page(filter, ordering, page)).ids, size);
        expect(paged).toEqual(expected(direction));
      }
    }
  });

  it('applies the price bounds inside each leaf', async () => {
    const catalogue = createCatalogue(ctx.sql);
    const page = await catalogue.page(
      { categoryIds: leaves, sellerId: seller.id, priceMin: 200, priceMax: 500 },
      'price-asc',
      {
        limit: 100,
        offset: 0,
      },
    );
    expect(page.ids).toEqual(expected(1).filter((id) => (prices.get(id) ?? 0) >= 200 && (prices.get(id) ?? 0) <= 500));
  });
});

describe('catalogue: a broad word', () => {
  const made: { id: number; popularity: number; inName: boolean }[] = [];
  let seller: { id: number };

  beforeAll(async () => {
    seller = await insertSeller(ctx.sql, null);
    // Nine matches: likes set the popularity order; the word in the name ranks above the word in the description.
    for (let index = 0; index < 9; index++) {
      const inName = index % 3 === 0;
      const id = await insertProduct(ctx.sql, seller.id, {
        name: inName ? `Шпунтовка номер ${index}` : `Доска номер ${index}`,
        description: inName ? 'Описание' : 'Подходит как шпунтовка',
        likes_count: index,
      });
      made.push({ id, popularity: index, inName });
    }
    await insertProduct(ctx.sql, seller.id, { name: 'Доска без слова' });
  });

  it('ranks the most popular matches by relevance, the rest follow by popularity, paging repeats none', async () => {
    // Past 4 matches a word is broad; the 5 most popular matches are ranked.
    const catalogue = createCatalogue(ctx.sql, { broadMatch: 4, broadRanked: 5 });
    const filter = { search: 'шпунтовка', sellerId: seller.id };
    const byPopularity = [...made].sort((a, b) => b.popularity - a.popularity);
    const ranked = byPopularity.slice(0, 5);
    const expected = [
      ...ranked.filter((row) => row.inName).map((row) => row.id),
      ...ranked.filter((row) => !row.inName).map((row) => row.id),
      ...byPopularity.slice(5).map((row) => row.id),
    ];
    const first = await catalogue.page(filter, undefined, { limit: 100, offset: 0 });
    expect(first.count).toBe(9);
    expect(first.ids).toEqual(expected);
    for (const size of [1, 2, 3, 4]) {
      const paged = await allPages(async (page) => (await catalogue.page(filter, undefined, page)).ids, size);
      expect(paged).toEqual(expected);
    }
  });

  it('orders a word below the limit by relevance alone', async () => {
    const catalogue = createCatalogue(ctx.sql);
    const page = await catalogue.page({ search: 'шпунтовка', sellerId: seller.id }, undefined, { limit: 3, offset: 0 });
    const inName = made.filter((row) => row.inName).sort((a, b) => b.id - a.id);
    expect(page.ids).toEqual(inName.map((row) => row.id));
  });
});

describe('catalogue: a typo', () => {
  it('pages the names a typo away, closest first or in the asked order, within the other filters', async () => {
    const seller = await insertSeller(ctx.sql, null);
    const exact = await insertProduct(ctx.sql, seller.id, { name: 'Гидрострелка стальная', price: 900 });
    const further = await insertProduct(ctx.sql, seller.id, {
      name: 'Гидрострелка чугунная для котельной большой мощности',
      price: 300,
    });
    const cheap = await insertProduct(ctx.sql, seller.id, { name: 'Гидрострелка', price: 50 });
    await insertProduct(ctx.sql, seller.id, { name: 'Коллектор латунный', price: 100 });
    const catalogue = createCatalogue(ctx.sql);
    const filter = { search: 'гидрострэлка', sellerId: seller.id };
    const all = await catalogue.page(filter, undefined, { limit: 10, offset: 0 });
    expect(all.count).toBe(3);
    expect(new Set(all.ids)).toEqual(new Set([exact, further, cheap]));
    expect(await allPages(async (page) => (await catalogue.page(filter, 'price-desc', page)).ids, 2)).toEqual([
      exact,
      further,
      cheap,
    ]);
    const bounded = await catalogue.page({ ...filter, priceMin: 100 }, 'price-asc', { limit: 10, offset: 0 });
    expect(bounded.ids).toEqual([further, exact]);
  });
});

describe('idBits', () => {
  it('holds exactly the ids it was given, across word boundaries', () => {
    const ids = [1, 31, 32, 33, 63, 64, 1000, 99_999];
    const bits = idBits(ids);
    for (const id of [...Array(1100).keys(), 99_998, 99_999, 100_000, 2 ** 31]) {
      expect(bits?.has(id), String(id)).toBe(ids.includes(id));
    }
    expect(idBits([64 * 1024 * 1024])).toBeUndefined();
  });
});
