import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { productsQueryOptions } from './catalogue.ts';

/** A seller's block shows this many of its products; «Все товары» opens the rest in the catalogue. */
export const SELLER_PRODUCTS_SHOWN = 8;

/** `GET /api/v1/products/?company={id}`: the seller's first published products, as the catalogue orders them. */
export function useSellerProducts(sellerId: number) {
  const signedIn = useIsSignedIn();
  return useQuery({
    ...productsQueryOptions(signedIn, { company: sellerId, page_size: SELLER_PRODUCTS_SHOWN }),
    placeholderData: keepPreviousData,
  });
}
