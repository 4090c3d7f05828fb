import type { TBasket, TBasketItem } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { presentProductListItem, productsInOrder } from '../marketplace/index.ts';
import type { TBasketRow } from './basket.repository.ts';

/**
 * Basket rows with their products as the basket shows them (spec §3 Basket
 * item): the marketplace's list item, cut to what the basket needs. A row
 * whose product is gone is left out (the row itself goes with the product).
 */
export async function presentBasketRows(sql: TSql, rows: TBasketRow[], viewerId: number): Promise<TBasketItem[]> {
  const products = await productsInOrder(
    sql,
    rows.map((row) => row.product_id),
    viewerId,
  );
  const byId = new Map(products.map((row) => [row.id, presentProductListItem(row)]));
  return rows.flatMap((row) => {
    const product = byId.get(row.product_id);
    if (!product) return [];
    return [
      {
        id: row.id,
        quantity: row.quantity,
        product: {
          id: product.id,
          name: product.name,
          description: product.description,
          images: product.images,
          price: product.price,
          sale_price: product.sale_price,
          price_with_taxes: product.price_with_taxes,
          company: product.company,
          company_name: product.company_name,
          is_liked: product.is_liked,
          rating: product.rating,
          in_stock: product.in_stock,
          is_published: product.is_published,
        },
      },
    ];
  });
}

/** The whole basket and its sum, counted in kopecks so no fraction of a ruble drifts. */
export function basketOf(items: TBasketItem[]): TBasket {
  const kopecks = items.reduce((sum, item) => sum + Math.round(item.product.price_with_taxes * 100) * item.quantity, 0);
  return { baskets: items, total: kopecks / 100 };
}
