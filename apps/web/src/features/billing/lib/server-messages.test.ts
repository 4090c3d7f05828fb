import { BILLING_MESSAGES, CARD_PROBLEM_MESSAGES } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/billing-plans/en.json';
import ru from '../../../locales/billing-plans/ru.json';
import { serverCardText } from './card-form.ts';
import { billingServerText } from './server-messages.ts';

/** A t() that reads the English area file, as i18next would for `billing-plans.*`. */
const englishT = (key: string) => {
  const path = key.replace(/^billing-plans\./, '').split('.');
  return path.reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) as string;
};

describe('server texts in the interface language', () => {
  it("has the server's exact Russian words for every billing message", () => {
    expect(ru.server).toEqual(BILLING_MESSAGES);
  });

  it('shows a known billing answer in English and an unknown one as the server wrote it', () => {
    expect(billingServerText(englishT, BILLING_MESSAGES.wrongCode)).toBe('Wrong confirmation code');
    expect(billingServerText(englishT, 'Новое сообщение сервера')).toBe('Новое сообщение сервера');
    expect(billingServerText(englishT, null)).toBeNull();
  });

  it('maps the card field messages back to their problem', () => {
    const t = (key: string) => `translated:${key}`;
    expect(serverCardText(t, CARD_PROBLEM_MESSAGES.number_checksum)).toBe(
      'translated:billing.cardProblems.number_checksum',
    );
    expect(serverCardText(t, 'Что-то иное')).toBe('Что-то иное');
  });
});
