import {
  type TBuyerInfoBody,
  type TCheckoutReply,
  type TRequestBody,
  type ZBuyerInfoBody,
  ZCheckoutReply,
} from '@sverka/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * `POST /api/v1/user-info/` (spec §7): the address, postal code and phone with the chosen basket items; the
 * server makes one order per seller and one payment for them all.
 */
export function submitBuyerInfo(body: TBuyerInfoBody): Promise<TCheckoutReply> {
  const json: TRequestBody<typeof ZBuyerInfoBody> = body;
  return apiRequest('/api/v1/user-info/', { method: 'POST', json, schema: ZCheckoutReply });
}

/** Leaves the app for the payment page; a test hands its own. */
export type TGoTo = (url: string) => void;

const browserGoTo: TGoTo = (url) => window.location.assign(url);

/** Sends the buyer's details, then the browser goes to the payment page the server named. */
export async function startCheckout(body: TBuyerInfoBody, goTo: TGoTo = browserGoTo): Promise<TCheckoutReply> {
  const reply = await submitBuyerInfo(body);
  goTo(reply.order_url);
  return reply;
}

/**
 * The checkout request. On success the page is being left, so the mutation stays `pending`-looking through
 * `isSuccess` too: the button keeps spinning until the browser navigates.
 */
export function useStartCheckout(goTo?: TGoTo) {
  return useMutation({ mutationFn: (body: TBuyerInfoBody) => startCheckout(body, goTo) });
}
