import type { TAnnouncement } from '@sverka/shared';
import { productPictureUrl } from '../product-pictures.ts';
import type { TAnnouncementRow } from './announcements.repository.ts';

/** What an announcement may show: the text as text, its pictures, its link and its seller. */
export function presentAnnouncement(row: TAnnouncementRow): TAnnouncement {
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    images: row.images.map((image) => ({
      id: image.id,
      image: productPictureUrl(image.key),
      thumbnail: productPictureUrl(image.thumb_key),
    })),
    link_product:
      row.link_product_id !== null && row.link_product_name !== null
        ? { id: row.link_product_id, name: row.link_product_name }
        : null,
    link_company: row.link_company,
    company: {
      id: row.seller_id,
      name: row.company_name,
      inn: row.company_inn,
      avatar: row.company_avatar_key ? productPictureUrl(row.company_avatar_key) : null,
    },
    status: row.status,
    reject_reason: row.reject_reason,
    published_at: row.published_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
  };
}
