import path from 'node:path';
import { repoRoot } from '../scripts/server-process.ts';
import type { TAccount } from './auth-helpers.ts';
import { runServerCli } from './server-cli.ts';

/**
 * Makes `account` the representative of a demo company nobody sells for yet, straight in the running
 * server's database (the seller application is another part's test), optionally with one published product.
 */
export async function makeSellerInDatabase(dataDir: string, account: TAccount, productName?: string): Promise<void> {
  const script = `
    import { openDatabase } from ${JSON.stringify(path.join(repoRoot, 'apps/server/src/cli/open-database.ts'))};
    const { sql, close } = await openDatabase(() => {});
    try {
      const [company] = await sql\`
        select c.id, c.inn from companies c
        where c.representative_id is null and not exists (select 1 from sellers s where s.company_id = c.id)
        order by c.id limit 1\`;
      await sql\`update companies set representative_id = \${${account.id}} where id = \${company.id}\`;
      // Written past the service that names the change, so no kept card may show the old representative.
      await sql\`select invalidate_card_documents(null)\`;
      const [seller] = await sql\`insert into sellers (company_id, inn, representative_id)
        values (\${company.id}, \${company.inn}, \${${account.id}}) returning id\`;
      const name = ${JSON.stringify(productName ?? '')};
      if (name) {
        const [category] = await sql\`select id from product_categories where parent_id is not null order by id limit 1\`;
        await sql\`insert into products (seller_id, category_id, name, description, price, status, published_at, in_stock)
          values (\${seller.id}, \${category.id}, \${name}, 'Блок для стен', 350, 'published', now(), 100)\`;
      }
    } finally {
      await close();
    }`;
  await runServerCli(dataDir, ['--input-type=module', '-e', script]);
}
