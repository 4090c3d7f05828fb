import type { TChatProduct, TProductStatus } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import * as repository from './marketplace.repository.ts';
import { productPictureUrl } from './product-pictures.ts';

/**
 * What the chat needs of products: a buyer↔seller room shows the product
 * (name, price, pictures) and its seller, and is opened with the seller's
 * representative.
 */
export type TProductForChat = {
  product: TChatProduct;
  status: TProductStatus;
  seller: { id: number; name: string; logo: string | null };
  /** The seller's representative, the member answering the buyer; null when the seller has none. */
  representativeId: number | null;
};

/** Products by id as the chat shows them, whatever their status; unknown ids are left out. */
export async function findProductsForChat(sql: TSql, ids: number[]): Promise<TProductForChat[]> {
  const rows = await repository.findProducts(sql, ids, null);
  return rows.map((row) => ({
    product: {
      id: row.id,
      name: row.name,
      // What the buyer pays, as the product page's price: the sale price when there is one.
      price: row.sale_price ?? row.price,
      // A room shows small pictures: the thumbnails.
      images: row.images.map((image) => productPictureUrl(image.thumb_key)),
    },
    status: row.status,
    seller: {
      id: row.seller_id,
      name: row.company_name,
      logo: row.company_avatar_key ? productPictureUrl(row.company_avatar_key) : null,
    },
    representativeId: row.representative_id,
  }));
}
