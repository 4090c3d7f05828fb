import { BILLING_MESSAGES } from '@sverka/shared';

type TBillingMessage = keyof typeof BILLING_MESSAGES;

const KEY_OF_TEXT = new Map<string, TBillingMessage>(
  (Object.entries(BILLING_MESSAGES) as [TBillingMessage, string][]).map(([key, text]) => [text, key]),
);

/**
 * The billing endpoints answer people in Russian; in another interface
 * language a known answer is shown in that language instead. A text the app
 * does not know (a new server message) is shown as the server wrote it.
 */
export function billingServerText(t: (key: string) => string, text: string | null | undefined): string | null {
  if (!text) return null;
  const key = KEY_OF_TEXT.get(text);
  return key ? t(`billing-plans.server.${key}`) : text;
}
