import { ZCheckout } from '@sverka/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client.ts';
import { authKeys } from '../../../lib/auth.ts';

/**
 * `GET /api/v1/checkouts/{id}/`: one payment for the orders of a basket. The return page only waits for its
 * outcome, so billing reads it itself rather than through the orders feature.
 */
export const checkoutQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...authKeys.all, 'checkout', id],
    queryFn: ({ signal }) => apiGet(`/api/v1/checkouts/${encodeURIComponent(id)}/`, ZCheckout, { signal }),
  });
