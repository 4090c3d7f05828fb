import { z } from 'zod';
import { zPage } from '../companies/common.contract.ts';

/**
 * The marketplace (spec §2 Marketplace, §3 Product / Category / Tag / Comment,
 * §5 product form rules, §7 "Marketplace"): what the catalogue, the product
 * page, the seller's products and the moderation queue exchange.
 */

/** Spec §9: "Product images maximum about 8": the picker is disabled at 7 and hidden at 8. */
export const PRODUCT_IMAGES_MAX = 8;
export const PRODUCT_IMAGE_PICKER_DISABLED_AT = 7;
export const PRODUCT_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Spec §9: product cards show the description cut at 64 characters. */
export const PRODUCT_DESCRIPTION_PREVIEW_LENGTH = 64;
export const PRODUCT_NAME_MAX_LENGTH = 200;
export const PRODUCT_DESCRIPTION_MAX_LENGTH = 10_000;
export const PRODUCT_TAGS_MAX = 20;
export const PRODUCT_TAG_MAX_LENGTH = 40;
export const PRODUCT_PRICE_MAX = 1_000_000_000;
export const PRODUCT_IN_STOCK_MAX = 10_000_000;
export const PRODUCTS_PAGE_SIZE_DEFAULT = 24;
export const PRODUCTS_PAGE_SIZE_MAX = 100;
export const PRODUCT_REJECT_REASON_MAX_LENGTH = 1000;

/** Spec §9 sort options, plus the newest first. */
export const PRODUCT_ORDERINGS = ['popularity', 'price-asc', 'price-desc', 'newest'] as const;
export type TProductOrdering = (typeof PRODUCT_ORDERINGS)[number];

/** `moderation`: new, or edited after approval, and hidden from the catalogue; `rejected` carries a reason. */
export const PRODUCT_STATUSES = ['moderation', 'published', 'rejected'] as const;
export type TProductStatus = (typeof PRODUCT_STATUSES)[number];

/** Spec §9: a category tile is 80 px plus 6 px per character of its name, at most 200 px. */
export function categoryTileWidth(name: string): number {
  return Math.min(200, 80 + 6 * name.length);
}

/** Russian texts of the marketplace (spec §8 where it names them). */
export const MARKETPLACE_MESSAGES = {
  fillAllFields: 'Заполните все поля',
  salePriceAbovePrice: 'Скидочная цена не может быть выше изначальной',
  saveFailed: 'Ошибка при сохранении данных',
  unknownCategory: 'Неизвестная категория',
  productsEmpty: 'Товаров не найдено',
  favoritesEmpty: 'Список избранных пуст',
  reviewsEmpty: 'Отзывы отсутствуют',
  productNotFound: 'Товар не найден',
  imageNotFound: 'Фотография не найдена',
  notRepresentative: 'Размещать и изменять товары может только представитель компании',
  tooManyImages: `У товара может быть не больше ${PRODUCT_IMAGES_MAX} фотографий`,
  imageRequired: 'Добавьте хотя бы одну фотографию',
  lastImage: 'Нельзя удалить единственную фотографию товара',
  imageType: 'Загрузите фотографию в формате JPG, PNG или WebP',
  priceFormat: 'Введите цену числом, например 1500 или 1500,50',
  pricePositive: 'Цена должна быть больше нуля',
  priceTooLarge: `Цена не может быть больше ${PRODUCT_PRICE_MAX.toLocaleString('ru-RU')} ₽`,
  inStockFormat: 'Укажите количество целым числом от 0',
  tagTooLong: `Тег — не длиннее ${PRODUCT_TAG_MAX_LENGTH} символов`,
  tooManyTags: `Не больше ${PRODUCT_TAGS_MAX} тегов`,
  notPending: 'Товар уже рассмотрен',
  rejectReasonRequired: 'Укажите причину отказа',
  nameTooLong: `Название — не длиннее ${PRODUCT_NAME_MAX_LENGTH} символов`,
  descriptionTooLong: `Описание — не длиннее ${PRODUCT_DESCRIPTION_MAX_LENGTH.toLocaleString('ru-RU')} символов`,
  specificationsFormat: 'Характеристики заполнены неверно: у каждой нужны название и значение',
  companyFormat: 'Укажите продавца номером',
  onModeration: 'На модерации',
  rejected: 'Отклонён',
  published: 'Опубликован',
} as const;

/** Spec §3 Category: a root with its `childrens` (the tree has two levels). */
export type TCategory = { id: number; name: string; image: string | null; childrens: TCategory[] };
export const ZCategory: z.ZodType<TCategory> = z
  .object({
    id: z.number().int(),
    name: z.string(),
    image: z.string().nullable().describe('Картинка плитки'),
    get childrens() {
      return z.array(ZCategory);
    },
  })
  .meta({ id: 'Category' });
export const ZCategoryList = z.array(ZCategory);

export const ZTag = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'Tag' });
export type TTag = z.infer<typeof ZTag>;
export const ZTagList = z.array(ZTag);
export const ZTagsQuery = z.object({ search: z.string().max(PRODUCT_TAG_MAX_LENGTH).optional() });
export const ZTagCreateBody = z
  .object({ name: z.string().trim().min(1).max(PRODUCT_TAG_MAX_LENGTH, MARKETPLACE_MESSAGES.tagTooLong) })
  .meta({ id: 'TagCreateBody' });

export const ZProductImage = z
  .object({
    id: z.number().int(),
    image: z.string().describe('WebP, до 1600 px по большей стороне'),
    thumbnail: z.string().describe('WebP, 400 px'),
  })
  .meta({ id: 'ProductImage' });
export type TProductImage = z.infer<typeof ZProductImage>;

/** Spec §3 Comment / review. */
export const ZProductComment = z
  .object({
    id: z.number().int(),
    stars: z.number().int().min(1).max(5).nullable(),
    content: z.string(),
    parent: z.number().int().nullable(),
    time_create: z.string(),
    product: z.number().int(),
    product_name: z.string(),
    user: z.object({ id: z.number().int(), avatar: z.string().nullable(), full_name: z.string() }),
  })
  .meta({ id: 'ProductComment' });
export type TProductComment = z.infer<typeof ZProductComment>;
export const ZProductCommentList = z.array(ZProductComment);
export const ZCommentsQuery = z.object({
  user__in: z
    .string()
    .max(1000)
    .regex(/^\s*\d{1,15}(\s*,\s*\d{1,15})*\s*$/, 'Укажите номера через запятую, например 1,2,3')
    .optional(),
  product: z.coerce.number().int().positive().optional(),
});

export const ZProductSpecification = z.object({
  name: z.string().trim().min(1).max(100),
  value: z.string().trim().min(1).max(300),
  unit: z.string().trim().max(20).optional(),
});
export type TProductSpecification = z.infer<typeof ZProductSpecification>;

/** What a catalogue tile needs (spec §2: image, name, description cut at 64 characters, price, likes). */
export const ZProductListItem = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().describe('Первые 200 символов; карточка показывает 64'),
    price: z.number(),
    sale_price: z.number().nullable(),
    price_with_taxes: z.number().describe('Цена к оплате с НДС: скидочная, если она есть'),
    vat_rate: z.number().int().nullable().describe('Ставка НДС, %; null — без НДС'),
    images: z.array(ZProductImage).describe('Первая — главная'),
    is_published: z.boolean(),
    status: z.enum(PRODUCT_STATUSES),
    reject_reason: z.string().nullable(),
    is_liked: z.boolean(),
    number_of_like: z.number().int(),
    views: z.number().int(),
    rating: z.number().nullable(),
    reviews_count: z.number().int(),
    category: z.object({ id: z.number().int(), name: z.string(), parent: z.number().int().nullable() }),
    company: z.number().int().describe('Продавец: /company/{id}'),
    company_name: z.string(),
    company_inn: z.string(),
    company_region: z.string().nullable(),
    company_avatar: z.string().nullable(),
    tags: z.array(ZTag),
    in_stock: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'ProductListItem' });
export type TProductListItem = z.infer<typeof ZProductListItem>;

/** `GET /api/v1/products/{id}/`: every spec §3 field. */
export const ZProduct = ZProductListItem.extend({
  description: z.string(),
  specifications: z.array(ZProductSpecification),
  comments: z.array(ZProductComment),
  updated_at: z.string(),
  seller_takes_orders: z
    .boolean()
    .describe('У продавца есть представитель на сайте: товар можно заказать и написать продавцу'),
}).meta({ id: 'Product' });
export type TProduct = z.infer<typeof ZProduct>;

const idList = z
  .string()
  .max(1000)
  .regex(/^\s*\d{1,15}(\s*,\s*\d{1,15})*\s*$/, 'Укажите номера через запятую, например 1,2,3');
const priceBound = z.coerce.number().min(0).max(PRODUCT_PRICE_MAX).optional();

/** `GET /api/v1/products/`: the catalogue's filters; they live in the page's URL the same way. */
export const ZProductsQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PRODUCTS_PAGE_SIZE_MAX).default(PRODUCTS_PAGE_SIZE_DEFAULT),
  search: z.string().trim().max(200).optional().describe('Слова из названия, тегов или описания'),
  category: z.coerce.number().int().positive().optional().describe('Категория с её подкатегориями'),
  company: z.coerce.number().int().positive().optional().describe('Продавец'),
  company__representative__in: idList.optional().describe('Пользователи-представители через запятую'),
  company__region__name__in: z.string().max(1000).optional().describe('Регионы продавцов через запятую'),
  price_min: priceBound,
  price_max: priceBound,
  ordering: z.enum(PRODUCT_ORDERINGS).optional().describe('По умолчанию — популярность, при поиске — релевантность'),
});
export type TProductsQuery = z.input<typeof ZProductsQuery>;

/** Facets of the filtered list: counts per category (roots and children), seller region and the price range. */
export const ZProductFacets = z
  .object({
    categories: z.array(z.object({ id: z.number().int(), name: z.string(), count: z.number().int() })),
    regions: z.array(z.object({ name: z.string(), count: z.number().int() })),
    price: z.object({ min: z.number().nullable(), max: z.number().nullable() }),
  })
  .meta({ id: 'ProductFacets' });
export type TProductFacets = z.infer<typeof ZProductFacets>;

/**
 * `promoted`: the «Реклама» block of the first page (at most 10 products that match the search and every
 * filter, rotated among their sellers); those products are left out of `result` on that page.
 */
export const ZProductsPage = zPage(ZProductListItem)
  .extend({
    facets: ZProductFacets,
    promoted: z
      .array(ZProductListItem)
      .default([])
      .describe('Блок «Реклама» первой страницы: продвигаемые товары, подходящие под поиск и все фильтры'),
  })
  .meta({ id: 'ProductsPage' });
export type TProductsPage = z.infer<typeof ZProductsPage>;

export const ZFavoritesPage = zPage(ZProductListItem).meta({ id: 'FavoritesPage' });

export const ZProductIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
export const ZProductImageIdParams = ZProductIdParams;

/** A price as people type it: digits with an optional comma or dot and up to two decimals. */
export const ZPriceText = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s/g, '').replace(',', '.'))
  .pipe(
    z
      .string()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, MARKETPLACE_MESSAGES.priceFormat)
      .transform(Number)
      .pipe(
        z
          .number()
          .positive(MARKETPLACE_MESSAGES.pricePositive)
          .max(PRODUCT_PRICE_MAX, MARKETPLACE_MESSAGES.priceTooLarge),
      ),
  );

/**
 * `POST /api/v1/products/` and `PATCH /api/v1/products/{id}` as multipart (spec §7). `tags` and `images`
 * repeat; `specifications` is a JSON array. PATCH takes any subset; the server answers every missing required
 * field of a POST with «Заполните все поля».
 */
export const ZProductFormFields = z.object({
  name: z.string().trim().max(PRODUCT_NAME_MAX_LENGTH),
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX_LENGTH),
  price: z.string(),
  sale_price: z.string().optional(),
  category: z.string(),
  company: z.string(),
  in_stock: z.string().optional(),
  tags: z.union([z.string(), z.array(z.string())]).optional(),
  specifications: z.string().optional(),
  images: z.unknown().optional(),
});

export const ZAdminProductsQuery = z.object({
  status: z.enum(PRODUCT_STATUSES).optional(),
  page: z.coerce.number().int().min(1).default(1),
});
export const ZAdminProductRejectBody = z
  .object({
    reason: z
      .string({ error: MARKETPLACE_MESSAGES.rejectReasonRequired })
      .trim()
      .min(1, MARKETPLACE_MESSAGES.rejectReasonRequired)
      .max(PRODUCT_REJECT_REASON_MAX_LENGTH),
  })
  .meta({ id: 'AdminProductRejectBody' });

/** A product in the moderation queue: what the seller changed since the last approval (field → before, after). */
export const ZAdminProduct = ZProduct.extend({
  changes: z.array(z.object({ field: z.string(), before: z.unknown(), after: z.unknown() })),
  moderated_at: z.string().nullable(),
}).meta({ id: 'AdminProduct' });
export const ZAdminProductsPage = zPage(ZAdminProduct).meta({ id: 'AdminProductsPage' });

/** Spec §9 leaves the number of characteristics open; a product page lists at most this many. */
export const PRODUCT_SPECIFICATIONS_MAX = 50;

const formValue = z.string().max(PRODUCT_DESCRIPTION_MAX_LENGTH * 2);
const repeatedValue = z.union([formValue, z.array(formValue).max(100)]);

/**
 * The product form as the server reads it (multipart or JSON): every field optional here, so the server can
 * answer each missing one of a POST with «Заполните все поля» and check the rest with its own messages.
 * `tags` are names (repeat the field or send a JSON array); `images` are files (repeat the field).
 */
export const ZProductForm = z
  .object({
    name: formValue.optional(),
    description: formValue.optional(),
    price: formValue.optional().describe('Рубли: 1500, 1500.50 или 1500,50'),
    sale_price: formValue.optional().describe('Пусто — без скидки'),
    category: formValue.optional().describe('Номер категории'),
    company: formValue.optional().describe('Номер продавца (sellers.id), которого представляет пользователь'),
    in_stock: formValue.optional().describe('Целое число от 0'),
    tags: repeatedValue.optional().describe('Названия тегов; поле повторяется'),
    specifications: formValue.optional().describe('JSON: [{"name","value","unit"?}]'),
    images: z.unknown().optional().describe('Файлы JPG, PNG или WebP; поле повторяется'),
  })
  .meta({ id: 'ProductForm' });
export type TProductForm = z.infer<typeof ZProductForm>;

/** The like toggle's answer: the button's state and the counter next to it. */
export const ZFavoriteState = z
  .object({ is_liked: z.boolean(), number_of_like: z.number().int() })
  .meta({ id: 'FavoriteState' });
export type TFavoriteState = z.infer<typeof ZFavoriteState>;

export const ZFavoritesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(PRODUCTS_PAGE_SIZE_MAX).default(PRODUCTS_PAGE_SIZE_DEFAULT),
});
export type TAdminProduct = z.infer<typeof ZAdminProduct>;
