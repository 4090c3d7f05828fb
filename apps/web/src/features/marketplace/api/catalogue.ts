import {
  type TCategory,
  type TProduct,
  type TProductsPage,
  type TQueryString,
  ZCategoryList,
  ZProduct,
  ZProductsPage,
  type ZProductsQuery,
} from '@sverka/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';

/**
 * The buyer's side of the marketplace: the catalogue, the category tree, one product. Every query lives under
 * `['marketplace', …]`, so a like can patch every copy of a product at once. A product says whether the
 * viewer likes it (`is_liked`), so the lists are keyed by whether someone is signed in: signing in or out
 * asks again instead of showing another person's hearts.
 */
export const catalogueKeys = {
  all: ['marketplace'] as const,
  categories: ['marketplace', 'categories'] as const,
  products: (signedIn: boolean, params: TQueryString<typeof ZProductsQuery>) =>
    ['marketplace', 'products', signedIn, params] as const,
  product: (signedIn: boolean, id: number) => ['marketplace', 'product', signedIn, id] as const,
};

/** `GET /api/v1/products/`: one page of published products with the facets of the filtered list. */
export function getProducts(params: TQueryString<typeof ZProductsQuery>, signal?: AbortSignal): Promise<TProductsPage> {
  return apiGet('/api/v1/products/', ZProductsPage, { params, signal });
}

/** `GET /api/v1/categories/`: the two-level tree, roots with their `childrens`. */
export function getCategories(signal?: AbortSignal): Promise<TCategory[]> {
  return apiGet('/api/v1/categories/', ZCategoryList, { signal });
}

/** `GET /api/v1/products/{id}/`: every field, with specifications and reviews. */
export function getProduct(id: number, signal?: AbortSignal): Promise<TProduct> {
  return apiGet(`/api/v1/products/${id}/`, ZProduct, { signal });
}

export const productsQueryOptions = (signedIn: boolean, params: TQueryString<typeof ZProductsQuery>) =>
  queryOptions({
    queryKey: catalogueKeys.products(signedIn, params),
    queryFn: ({ signal }) => getProducts(params, signal),
  });

/** The previous page stays on screen (dimmed) while the next page or filter loads. */
export function useProducts(params: TQueryString<typeof ZProductsQuery>, enabled = true) {
  const signedIn = useIsSignedIn();
  return useQuery({ ...productsQueryOptions(signedIn, params), placeholderData: keepPreviousData, enabled });
}

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: catalogueKeys.categories,
    queryFn: ({ signal }) => getCategories(signal),
    // The tree changes with a migration, not during a visit.
    staleTime: 60 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

export const productQueryOptions = (signedIn: boolean, id: number) =>
  queryOptions({
    queryKey: catalogueKeys.product(signedIn, id),
    queryFn: ({ signal }) => getProduct(id, signal),
    // A missing or unpublished product stays missing: asking again only delays the not-found state.
    retry: (count, error) => (error as { status?: number }).status !== 404 && count < 2,
  });

export function useProduct(id: number) {
  const signedIn = useIsSignedIn();
  return useQuery(productQueryOptions(signedIn, id));
}

/** A seller's block shows this many of its products; «Все товары» opens the rest in the catalogue. */
export const SELLER_PRODUCTS_SHOWN = 8;

/** `GET /api/v1/products/?company={id}`: the seller's first published products, as the catalogue orders them. */
export function useSellerShowcase(sellerId: number) {
  return useProducts({ company: sellerId, page_size: SELLER_PRODUCTS_SHOWN });
}
