import {
  PRODUCTS_PAGE_SIZE_MAX,
  type TProduct,
  type TProductListItem,
  type TQueryString,
  type TSeller,
  ZCategoryList,
  ZProduct,
  ZProductsPage,
  type ZProductsQuery,
  ZSellerList,
  type ZSellersQuery,
} from '@sverka/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

/**
 * The seller's side of the marketplace: the companies the user sells for, their products (published or
 * not), the product form's writes and the category tree the form picks from. Private data lives under
 * `['auth', …]` so signing out drops it.
 */
export const sellerKeys = {
  all: [...authKeys.all, 'my-products'] as const,
  sellers: (userId: number) => [...authKeys.all, 'my-products', 'sellers', userId] as const,
  lists: [...authKeys.all, 'my-products', 'list'] as const,
  products: (userId: number) => [...authKeys.all, 'my-products', 'list', userId] as const,
  product: (id: number) => [...authKeys.all, 'my-products', 'product', id] as const,
  categories: ['marketplace', 'seller-categories'] as const,
};

const PRODUCTS_PATH = '/api/v1/products/';
/** The largest page the API gives: the list reads the fewest pages. */
const MY_PRODUCTS_PAGE_SIZE = PRODUCTS_PAGE_SIZE_MAX;

/** A company (ЮЛ or ИП) the user represents: the form needs its id, name and ИНН. */
export type TSellerOption = Pick<TSeller, 'id' | 'name' | 'inn'>;

export const mySellersQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: sellerKeys.sellers(userId),
    queryFn: ({ signal }) =>
      apiGet('/api/v1/sellers/', ZSellerList, {
        params: { representative__in: String(userId) } satisfies TQueryString<typeof ZSellersQuery>,
        signal,
      }),
  });

/** The companies the user sells for (`GET /api/v1/sellers/?representative__in={me}`). */
export function useMySellers(userId: number | null) {
  return useQuery({ ...mySellersQueryOptions(userId ?? 0), enabled: userId !== null });
}

/** Pages read one after another for the list; a seller with more products than this sees the newest. */
const MY_PRODUCTS_PAGES_MAX = 10;

/**
 * Every product of the user, newest first: the list filters them by category on the page, so it needs them
 * all, not one page.
 */
export async function getMyProducts(userId: number, signal?: AbortSignal): Promise<TProductListItem[]> {
  const products: TProductListItem[] = [];
  for (let page = 1; page <= MY_PRODUCTS_PAGES_MAX; page += 1) {
    const reply = await apiGet(PRODUCTS_PATH, ZProductsPage, {
      params: {
        company__representative__in: String(userId),
        page,
        page_size: MY_PRODUCTS_PAGE_SIZE,
        ordering: 'newest',
      } satisfies TQueryString<typeof ZProductsQuery>,
      signal,
    });
    products.push(...reply.result);
    if (reply.next === null) break;
  }
  return products;
}

export const myProductsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: sellerKeys.products(userId),
    queryFn: ({ signal }) => getMyProducts(userId, signal),
  });

/** The user's products, unpublished ones included (the server shows them to their representative). */
export function useMyProducts(userId: number | null) {
  return useQuery({ ...myProductsQueryOptions(userId ?? 0), enabled: userId !== null });
}

export const sellerProductQueryOptions = (id: number) =>
  queryOptions({
    queryKey: sellerKeys.product(id),
    queryFn: ({ signal }) => apiGet(`${PRODUCTS_PATH}${id}/`, ZProduct, { signal }),
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

export function useSellerProduct(id: number | null) {
  return useQuery({ ...sellerProductQueryOptions(id ?? 0), enabled: id !== null });
}

export const categoryTreeQueryOptions = () =>
  queryOptions({
    queryKey: sellerKeys.categories,
    queryFn: ({ signal }) => apiGet('/api/v1/categories/', ZCategoryList, { signal }),
    staleTime: 60 * 60_000,
  });

export function useCategoryTree() {
  return useQuery(categoryTreeQueryOptions());
}

/** `POST /api/v1/products/` (multipart: fields, repeated `tags` and `images`). */
export function createProduct(form: FormData): Promise<TProduct> {
  return apiRequest(PRODUCTS_PATH, { method: 'POST', form, schema: ZProduct });
}

/** `PATCH /api/v1/products/{id}` (multipart, fields only; pictures go through their own calls). */
export function updateProduct(id: number, form: FormData): Promise<TProduct> {
  return apiRequest(`${PRODUCTS_PATH}${id}`, { method: 'PATCH', form, schema: ZProduct });
}

/** `POST /api/v1/products/{id}/add-image/`: one more picture. */
export function addProductImage(id: number, file: File): Promise<TProduct> {
  const form = new FormData();
  form.append('images', file, file.name);
  return apiRequest(`${PRODUCTS_PATH}${id}/add-image/`, { method: 'POST', form, schema: ZProduct });
}

/** `DELETE /api/v1/images/{id}/`. */
export function deleteProductImage(imageId: number): Promise<void> {
  return apiRequest(`/api/v1/images/${imageId}/`, { method: 'DELETE' });
}

/** `DELETE /api/v1/products/{id}/`: the product with its pictures, likes and views. */
export function deleteProduct(id: number): Promise<void> {
  return apiRequest(`${PRODUCTS_PATH}${id}/`, { method: 'DELETE' });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    // The list, the catalogue and favorites showed it. Its own query is left alone: an open edit page
    // would refetch it and flash «not found» before it leaves for the list.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.lists }),
        queryClient.invalidateQueries({ queryKey: ['marketplace'] }),
      ]),
  });
}

export interface TProductSave {
  /** Null for a new product. */
  id: number | null;
  form: FormData;
  /** On edit: pictures the seller removed, and new files to add. */
  removedImageIds: readonly number[];
  addedImages: readonly File[];
}

/**
 * Saves the product, then its pictures: new files are added before removed ones are deleted, so the
 * product never stands without a picture (the server refuses to delete the last one).
 */
export async function saveProduct({ id, form, removedImageIds, addedImages }: TProductSave): Promise<TProduct> {
  if (id === null) return createProduct(form);
  const saved = await updateProduct(id, form);
  for (const file of addedImages) await addProductImage(id, file);
  for (const imageId of removedImageIds) await deleteProductImage(imageId);
  return saved;
}

export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveProduct,
    // The catalogue and the product page read other keys; they are refreshed too, as the product left them.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['marketplace'] }),
      ]),
  });
}
