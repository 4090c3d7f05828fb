import { companyStatusClass, type TSeller } from '@sverka/shared';
import type { TSellerRow } from './sellers.repository.ts';

/** Where sellers' logos and covers are stored (`sellers/<uuid>.webp`) and served from. */
export const SELLER_IMAGE_FOLDER = 'sellers';

/** `sellers/<uuid>.webp` → `/api/v1/media/sellers/<uuid>.webp`; null stays null. */
export function sellerMediaUrl(key: string | null | undefined): string | null {
  return key ? `/api/v1/media/${key}` : null;
}

export function presentSeller(row: TSellerRow): TSeller {
  return {
    id: row.id,
    kind: row.entrepreneur_id !== null ? 'entrepreneur' : 'company',
    name: row.name ?? row.inn,
    name_full: row.name_full ?? row.name ?? row.inn,
    inn: row.inn,
    ogrn: row.ogrn ?? '',
    status: row.status_name ? { name: row.status_name, class: companyStatusClass(row.status_name) } : null,
    region: row.region_code ? { code: row.region_code, name: row.region_name ?? '' } : null,
    address: row.address,
    website: row.website,
    avatar: sellerMediaUrl(row.avatar_key),
    image: sellerMediaUrl(row.image_key),
    representative: row.representative_id,
    card_path: `/counter-parties/${row.inn}`,
    products_count: row.products_count,
  };
}
