import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { insertProduct, insertSeller } from '../../../test/marketplace.ts';
import { createSql, type TSql } from '../../db/client.ts';
import { PRODUCT_VIEWS_PRUNE_JOB, pruneProductViews, scheduleMarketplaceJobs } from './view-pruning.job.ts';

let sql: TSql;
let productId: number;

beforeAll(async () => {
  sql = createSql(inject('databaseUrl'), { max: 2 });
  const seller = await insertSeller(sql, null);
  productId = await insertProduct(sql, seller.id);
});

afterAll(async () => {
  await sql?.end();
});

const viewersOn = async (daysAgo: number) => {
  const rows = await sql<{ viewer: string }[]>`
    select viewer from product_views where product_id = ${productId} and day = current_date - ${daysAgo}::int
    order by viewer`;
  return rows.map((row) => row.viewer);
};

describe('pruneProductViews', () => {
  it('deletes marks older than two days in batches and keeps the recent ones and the counters', async () => {
    const marks = [0, 1, 2, 3, 3, 3, 10].map((daysAgo, i) => ({ daysAgo, viewer: `u:${i}` }));
    for (const { daysAgo, viewer } of marks) {
      await sql`
        insert into product_views (product_id, viewer, day)
        values (${productId}, ${viewer}, current_date - ${daysAgo}::int)`;
    }
    await sql`update products set views_count = 7 where id = ${productId}`;

    // A batch of 2 needs several rounds for the four old marks (of this product; others may have some too).
    expect(await pruneProductViews(sql, { batchSize: 2 })).toBeGreaterThanOrEqual(4);

    expect(await viewersOn(0)).toEqual(['u:0']);
    expect(await viewersOn(1)).toEqual(['u:1']);
    expect(await viewersOn(2)).toEqual(['u:2']);
    expect(await viewersOn(3)).toEqual([]);
    expect(await viewersOn(10)).toEqual([]);
    const [product] = await sql<{ views_count: number }[]>`select views_count from products where id = ${productId}`;
    expect(product?.views_count).toBe(7);
    expect(await pruneProductViews(sql)).toBe(0);
  });

  it('is scheduled once a day', () => {
    const scheduled: { name: string; seconds: number }[] = [];
    scheduleMarketplaceJobs({ every: (name, seconds) => scheduled.push({ name, seconds }) }, { sql });
    expect(scheduled).toEqual([{ name: PRODUCT_VIEWS_PRUNE_JOB, seconds: 86_400 }]);
  });
});
