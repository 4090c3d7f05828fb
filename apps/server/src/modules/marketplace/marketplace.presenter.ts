import type {
  TCategory,
  TProduct,
  TProductComment,
  TProductImage,
  TProductListItem,
  TProductSpecification,
} from '@sverka/shared';
import { avatarUrl } from '../profile/index.ts';
import { categoryImageUrl } from './category-images.ts';
import type { TCategoryRow, TCommentRow, TImageRow, TProductRow } from './marketplace.repository.ts';
import { productPictureUrl } from './product-pictures.ts';

/** The catalogue tile's text: the card cuts it again at 64 characters. */
const LIST_DESCRIPTION_LENGTH = 200;

/** Roots in their order, each with its children (spec §3 `childrens`). */
export function presentCategoryTree(rows: TCategoryRow[]): TCategory[] {
  const roots = rows.filter((row) => row.parent_id === null);
  return roots.map((root) => ({
    id: root.id,
    name: root.name,
    image: categoryImageUrl(root.image),
    childrens: rows
      .filter((row) => row.parent_id === root.id)
      .map((child) => ({ id: child.id, name: child.name, image: categoryImageUrl(child.image), childrens: [] })),
  }));
}

export function presentImage(row: TImageRow): TProductImage {
  return { id: row.id, image: productPictureUrl(row.key), thumbnail: productPictureUrl(row.thumb_key) };
}

/** Prices include VAT (schema note on `products`): what a buyer pays is the sale price when there is one. */
const priceWithTaxes = (row: TProductRow) => row.sale_price ?? row.price;

export function presentProductListItem(row: TProductRow): TProductListItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description.slice(0, LIST_DESCRIPTION_LENGTH),
    price: row.price,
    sale_price: row.sale_price,
    price_with_taxes: priceWithTaxes(row),
    vat_rate: row.vat_rate,
    images: row.images.map(presentImage),
    is_published: row.status === 'published',
    status: row.status,
    reject_reason: row.status === 'rejected' ? row.reject_reason : null,
    is_liked: row.is_liked,
    number_of_like: row.likes_count,
    views: row.views_count,
    rating: row.rating,
    reviews_count: row.reviews_count,
    category: { id: row.category_id, name: row.category_name, parent: row.category_parent },
    company: row.seller_id,
    company_name: row.company_name,
    company_inn: row.company_inn,
    company_region: row.company_region,
    company_avatar: row.company_avatar_key ? productPictureUrl(row.company_avatar_key) : null,
    tags: row.tags,
    in_stock: row.in_stock,
    created_at: row.created_at.toISOString(),
  };
}

export function presentComment(row: TCommentRow): TProductComment {
  return {
    id: row.id,
    stars: row.stars,
    content: row.content,
    parent: row.parent_id,
    time_create: row.created_at.toISOString(),
    product: row.product_id,
    product_name: row.product_name,
    user: { id: row.user_id, avatar: avatarUrl(row.user_avatar_key), full_name: row.user_full_name },
  };
}

export function presentProduct(row: TProductRow, comments: TCommentRow[]): TProduct {
  return {
    ...presentProductListItem(row),
    description: row.description,
    specifications: row.specifications,
    comments: comments.map(presentComment),
    updated_at: row.updated_at.toISOString(),
    seller_takes_orders: row.representative_id !== null,
  };
}

/** The fields a moderator compares: what the product looked like when it was last approved. */
export function productSnapshot(row: TProductRow): Record<string, unknown> {
  const specifications: TProductSpecification[] = row.specifications;
  return {
    name: row.name,
    description: row.description,
    price: row.price,
    sale_price: row.sale_price,
    category: row.category_name,
    in_stock: row.in_stock,
    tags: row.tags.map((tag) => tag.name),
    specifications,
    images: row.images.map((image) => productPictureUrl(image.thumb_key)),
  };
}

/** What changed since the last approval; empty for a product never approved. */
export function productChanges(row: TProductRow): { field: string; before: unknown; after: unknown }[] {
  if (!row.approved_snapshot) return [];
  const before = row.approved_snapshot;
  const after = productSnapshot(row);
  return Object.keys(after)
    .filter((field) => JSON.stringify(before[field] ?? null) !== JSON.stringify(after[field] ?? null))
    .map((field) => ({ field, before: before[field] ?? null, after: after[field] }));
}
