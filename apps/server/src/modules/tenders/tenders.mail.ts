import { formatRubles, type TQuote } from '@sverka/shared';
import type { TMail } from '../../lib/mail.ts';
import * as repository from './tenders.repository.ts';
import type { TTendersDeps } from './tenders.service.ts';

type TLetter = { userIds: number[]; compose: (name: string | null) => Omit<TMail, 'to'> } | null;

const tenderLink = (deps: TTendersDeps, tenderId: number) => `${deps.config.publicUrl}/tenders/${tenderId}`;
const hello = (name: string | null) => `Здравствуйте${name ? `, ${name}` : ''}!`;

/** The representatives of these sellers. */
async function representativesOf(deps: TTendersDeps, sellerIds: number[]): Promise<number[]> {
  const companies = await repository.findCompanies(deps.sql, sellerIds);
  return companies.flatMap((company) => (company.representative_id === null ? [] : [company.representative_id]));
}

/** To the customer: a quote arrived (or was changed). */
export async function newQuoteLetter(
  deps: TTendersDeps,
  tender: repository.TTenderRow,
  quote: TQuote,
  created: boolean,
): Promise<TLetter> {
  const userIds = await representativesOf(deps, [tender.customer_id]);
  const what = created ? 'Новое предложение' : 'Предложение изменено';
  return {
    userIds,
    compose: (name) => ({
      subject: `${what} на тендер «${tender.title}»`,
      text: [
        hello(name),
        '',
        `${quote.supplier.name} ${created ? 'предлагает' : 'теперь предлагает'}: ${formatRubles(quote.price)}.`,
        `Условия поставки: ${quote.terms}`,
        '',
        `Сравнить предложения: ${tenderLink(deps, tender.id)}`,
      ].join('\n'),
    }),
  };
}

/** To the winner: their quote won; to every other supplier: the tender went to someone else. */
export async function winnerLetters(
  deps: TTendersDeps,
  tender: repository.TTenderRow,
  winnerQuoteId: number,
): Promise<TLetter[]> {
  const quotes = await repository.findQuotesOfTender(deps.sql, tender.id);
  const winner = quotes.find((quote) => quote.id === winnerQuoteId);
  const others = quotes.filter((quote) => quote.id !== winnerQuoteId);
  const link = tenderLink(deps, tender.id);
  return [
    winner
      ? {
          userIds: await representativesOf(deps, [winner.supplier_id]),
          compose: (name) => ({
            subject: `Ваше предложение выиграло тендер «${tender.title}»`,
            text: [
              hello(name),
              '',
              `Заказчик выбрал ваше предложение (${formatRubles(winner.price)}) победителем тендера «${tender.title}».`,
              'Свяжитесь с заказчиком в чате на странице тендера, чтобы договориться о поставке.',
              '',
              link,
            ].join('\n'),
          }),
        }
      : null,
    others.length
      ? {
          userIds: await representativesOf(
            deps,
            others.map((quote) => quote.supplier_id),
          ),
          compose: (name) => ({
            subject: `Тендер «${tender.title}» завершён`,
            text: [
              hello(name),
              '',
              `Заказчик выбрал победителя тендера «${tender.title}»: это другое предложение. Спасибо за участие!`,
              '',
              link,
            ].join('\n'),
          }),
        }
      : null,
  ];
}

/** To every supplier who quoted: the tender was cancelled. */
export async function cancelLetters(deps: TTendersDeps, tender: repository.TTenderRow): Promise<TLetter[]> {
  const quotes = await repository.findQuotesOfTender(deps.sql, tender.id);
  if (!quotes.length) return [];
  return [
    {
      userIds: await representativesOf(
        deps,
        quotes.map((quote) => quote.supplier_id),
      ),
      compose: (name) => ({
        subject: `Тендер «${tender.title}» отменён`,
        text: [hello(name), '', `Заказчик отменил тендер «${tender.title}».`, '', tenderLink(deps, tender.id)].join(
          '\n',
        ),
      }),
    },
  ];
}

/** Sends after the commit; a letter that fails is logged and undoes nothing. */
export async function sendLetters(deps: TTendersDeps, letters: TLetter[]): Promise<void> {
  for (const letter of letters) {
    if (!letter) continue;
    const contacts = await repository.findContacts(deps.sql, [...new Set(letter.userIds)]);
    for (const contact of contacts) {
      try {
        await deps.mailer.send({ to: contact.email, ...letter.compose(contact.full_name) });
      } catch (error) {
        deps.log.error({ err: error, user: contact.id }, 'tender letter not sent');
      }
    }
  }
}
