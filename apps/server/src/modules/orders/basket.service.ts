import {
  AppError,
  BASKET_ITEMS_MAX,
  BASKET_QUANTITY_MAX,
  MESSAGES,
  ORDER_MESSAGES,
  type TBasket,
  type TBasketItem,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { findProductsForSale } from '../marketplace/index.ts';
import { basketOf, presentBasketRows } from './basket.presenter.ts';
import * as basket from './basket.repository.ts';

const itemNotFound = () => new AppError('NOT_FOUND', ORDER_MESSAGES.basketItemNotFound);
const quantityError = (message: string) =>
  new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, { quantity: [message] });

async function presentOne(sql: TSql, row: basket.TBasketRow, userId: number): Promise<TBasketItem> {
  const [item] = await presentBasketRows(sql, [row], userId);
  if (!item) throw itemNotFound();
  return item;
}

/**
 * `POST /api/v1/products/{id}/add-to-basket/`: adds to the buyer's row of the
 * product or creates it. Only a product on sale, not the buyer's own, of a seller
 * with a representative on the site to take the order (demo sellers have none), and never
 * more than is in stock; a new row only while the basket has room.
 */
export async function addToBasket(
  sql: TSql,
  userId: number,
  productId: number,
  quantity: number,
): Promise<TBasketItem> {
  const row = await sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const [product] = await findProductsForSale(tx, [productId]);
    // A product off sale is hidden from buyers, so it answers as a missing one.
    if (product?.status !== 'published') {
      throw new AppError('NOT_FOUND', ORDER_MESSAGES.productUnavailable);
    }
    if (product.representative_id === userId) throw new AppError('INVALID_REQUEST', ORDER_MESSAGES.ownProduct);
    if (product.representative_id === null) throw new AppError('INVALID_REQUEST', ORDER_MESSAGES.sellerAway);
    await basket.lockBasketOf(tx, userId);
    const added = await basket.addToBasket(tx, { userId, productId, quantity });
    if (added.quantity > BASKET_QUANTITY_MAX) throw quantityError(ORDER_MESSAGES.quantityFormat);
    if (added.quantity > product.in_stock) throw quantityError(ORDER_MESSAGES.notEnoughStock);
    if ((await basket.countBasketRows(tx, userId)) > BASKET_ITEMS_MAX) {
      throw new AppError('INVALID_REQUEST', ORDER_MESSAGES.basketTooLarge);
    }
    return added;
  });
  return presentOne(sql, row, userId);
}

export async function getBasket(sql: TSql, userId: number): Promise<TBasket> {
  return basketOf(await presentBasketRows(sql, await basket.findBasket(sql, userId), userId));
}

/** `PATCH /api/v1/basket/{id}/`: a new quantity, never more than is in stock. */
export async function setQuantity(sql: TSql, userId: number, id: number, quantity: number): Promise<TBasketItem> {
  const row = await sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const current = await basket.lockBasketRow(tx, userId, id);
    if (!current) throw itemNotFound();
    const [product] = await findProductsForSale(tx, [current.product_id]);
    if (!product || quantity > product.in_stock) throw quantityError(ORDER_MESSAGES.notEnoughStock);
    return basket.setBasketQuantity(tx, id, quantity);
  });
  return presentOne(sql, row, userId);
}

export async function removeFromBasket(sql: TSql, userId: number, id: number): Promise<void> {
  if ((await basket.deleteBasketRows(sql, userId, [id])) === 0) throw itemNotFound();
}
