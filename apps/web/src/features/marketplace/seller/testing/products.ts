import type { TProduct } from '@sverka/shared';

/** A product as the API gives it, for component tests; `changes` adds the queue's fields. */
export function productFixture(overrides: Partial<TProduct> = {}): TProduct {
  return {
    id: 1,
    name: 'Кирпич облицовочный',
    description: 'Красный, М150',
    price: 1500,
    sale_price: null,
    price_with_taxes: 1500,
    vat_rate: null,
    images: [{ id: 10, image: '/media/p/1.webp', thumbnail: '/media/p/1-thumb.webp' }],
    is_published: false,
    status: 'moderation',
    reject_reason: null,
    is_liked: false,
    number_of_like: 3,
    views: 42,
    rating: null,
    reviews_count: 0,
    category: { id: 12, name: 'Кирпич', parent: 1 },
    company: 7,
    company_name: 'ООО «Ромашка»',
    company_inn: '7707083893',
    company_region: null,
    company_avatar: null,
    tags: [],
    in_stock: 5,
    created_at: '2026-11-20T10:00:00.000Z',
    specifications: [],
    comments: [],
    updated_at: '2026-11-21T10:00:00.000Z',
    seller_takes_orders: true,
    ...overrides,
  };
}
