import { ORDER_MESSAGES } from '@sverka/shared';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import type { TMessage } from '../../../lib/form-errors.ts';

export type TOrderMessageName = keyof typeof ORDER_MESSAGES;

/** The i18n key of one of the shared Russian texts (ru of the key is that very text). */
export const orderMessageKey = (name: TOrderMessageName) => `basket.messages.${name}`;

const KEY_BY_TEXT = new Map<string, string>(
  (Object.entries(ORDER_MESSAGES) as [TOrderMessageName, string][]).map(([name, text]) => [
    text,
    orderMessageKey(name),
  ]),
);

/** A Russian text from the contracts or the server, in the reader's language when it is one of ours. */
export function orderMessage(text: string): TMessage {
  const key = KEY_BY_TEXT.get(text);
  return key ? { key } : { text };
}

/**
 * What a refused basket or checkout request tells the buyer: the field's own message first (`quantity`,
 * `phone_number`…), then the server's detail; a failure without a message (network, 500) gets the general text.
 */
export function orderErrorMessage(error: unknown, field?: string): TMessage {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    const text = (field ? error.fields[field]?.[0] : undefined) ?? error.detail;
    if (text) return orderMessage(text);
  }
  return { key: errorMessageKey(error) };
}
