import { z } from 'zod';

/** Russian texts of the back office's categories section. */
export const CATEGORY_ADMIN_MESSAGES = {
  nameRequired: 'Укажите название категории',
  nameTooLong: 'Название — не длиннее 100 символов',
  nameTaken: 'Категория с таким названием уже есть в этом разделе',
  notFound: 'Категория не найдена',
  parentNotFound: 'Родительская категория не найдена',
  parentIsSelf: 'Категория не может быть вложена сама в себя',
  parentNotRoot: 'Вложить можно только в корневую категорию: в дереве два уровня',
  hasChildrenCannotNest: 'У категории есть подкатегории: сначала перенесите их, потом вкладывайте её саму',
  positionRange: 'Порядок — целое число от 0 до 32 000',
  inUseProducts: (count: number) =>
    `Категорию нельзя удалить: в ней товаров — ${count}. Объедините её с другой категорией`,
  inUseChildren: (count: number) =>
    `Категорию нельзя удалить: в ней подкатегорий — ${count}. Сначала удалите или перенесите их`,
  mergeIntoSelf: 'Категорию нельзя объединить саму с собой',
  mergeSourceHasChildren: 'Объединять можно только категории без подкатегорий',
  mergeTargetNotLeaf: 'Объединить можно только с категорией без подкатегорий',
  mergeTargetNotFound: 'Категория, с которой объединяете, не найдена',
  reorderMismatch: 'Список должен содержать все категории этого уровня, каждую по одному разу',
  imageRequired: 'Выберите картинку',
  imageType: 'Загрузите картинку: JPG, PNG или WebP',
} as const;

export const CATEGORY_NAME_MAX_LENGTH = 100;
export const CATEGORY_POSITION_MAX = 32_000;
/** Largest category picture accepted, before it is re-encoded. */
export const CATEGORY_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** `GET /api/v1/admin/categories/` item: one row of the tree with what uses it. */
export const ZAdminCategory = z
  .object({
    id: z.number().int(),
    name: z.string(),
    parent: z.number().int().nullable().describe('Родитель; null — корневая'),
    image: z.string().nullable(),
    position: z.number().int(),
    products: z.number().int().describe('Товаров в самой категории (любого статуса)'),
    children: z.number().int().describe('Подкатегорий'),
  })
  .meta({ id: 'AdminCategory' });
export type TAdminCategory = z.infer<typeof ZAdminCategory>;

export const ZAdminCategoryList = z.array(ZAdminCategory).meta({ id: 'AdminCategoryList' });

const ZCategoryId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZCategoryPosition = z
  .number()
  .int(CATEGORY_ADMIN_MESSAGES.positionRange)
  .min(0, CATEGORY_ADMIN_MESSAGES.positionRange)
  .max(CATEGORY_POSITION_MAX, CATEGORY_ADMIN_MESSAGES.positionRange);

/** `POST /api/v1/admin/categories/` body; without `position` a category goes last among its siblings. */
export const ZAdminCategoryBody = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, CATEGORY_ADMIN_MESSAGES.nameRequired)
      .max(CATEGORY_NAME_MAX_LENGTH, CATEGORY_ADMIN_MESSAGES.nameTooLong),
    parent: ZCategoryId.nullable().optional(),
    position: ZCategoryPosition.optional(),
  })
  .meta({ id: 'AdminCategoryBody' });
export type TAdminCategoryBody = z.infer<typeof ZAdminCategoryBody>;

export const ZAdminCategoryPatch = ZAdminCategoryBody.partial().meta({ id: 'AdminCategoryPatch' });
export type TAdminCategoryPatch = z.infer<typeof ZAdminCategoryPatch>;

export const ZCategoryIdParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

/** `POST /api/v1/admin/categories/{id}/merge/`: the category whose products it joins. */
export const ZCategoryMergeBody = z.object({ into: ZCategoryId }).meta({ id: 'CategoryMergeBody' });

/** `POST /api/v1/admin/categories/reorder/`: every category of one level (`parent`), in their new order. */
export const ZCategoryReorderBody = z
  .object({ parent: ZCategoryId.nullable(), ids: z.array(ZCategoryId).min(1).max(1000) })
  .meta({ id: 'CategoryReorderBody' });
export type TCategoryReorderBody = z.infer<typeof ZCategoryReorderBody>;

/** `PUT /api/v1/admin/categories/{id}/image/`: `multipart/form-data` with the picture in `image`. */
export const ZCategoryImageForm = z
  .object({
    image: z
      .string()
      .max(1000)
      .optional()
      .meta({ type: 'string', format: 'binary' })
      .describe('Файл JPG, PNG или WebP до 5 МБ'),
  })
  .meta({ id: 'CategoryImageForm' });
