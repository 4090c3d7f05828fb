import { formatDate, MONITORING_EVENT_TEXTS, russianPlural, WEB_ROUTES } from '@sverka/shared';
import type { TPendingEventRow } from './monitoring-mail.repository.ts';

/** Events listed in one letter at most; the rest are counted and left to the feed. */
export const LETTER_EVENTS_MAX = 100;

export type TLetter = { subject: string; text: string };

/** Russian plural of «событие» for a count. */
export function eventsWord(count: number): string {
  return russianPlural(count, ['событие', 'события', 'событий']);
}

export const feedUrl = (publicUrl: string) => `${publicUrl}${WEB_ROUTES.profileMonitoring}`;
export const cardUrl = (publicUrl: string, inn: string) =>
  `${publicUrl}${WEB_ROUTES.counterParty.replace(':id', encodeURIComponent(inn))}`;

/** «Было → стало» as far as the event knows either. */
function change(event: TPendingEventRow): string {
  if (event.before && event.after) return `${event.before} → ${event.after}`;
  if (event.after) return event.after;
  if (event.before) return `было: ${event.before}`;
  return '';
}

/** An event as two or three lines: date, what and the change; why it matters; the record it is about. */
function eventLines(event: TPendingEventRow): string[] {
  const texts = MONITORING_EVENT_TEXTS[event.kind];
  const mark = event.importance === 'critical' ? '[Стоп-фактор] ' : '';
  const what = change(event);
  const lines = [
    `— ${formatDate(event.occurred_on)} ${mark}${texts.label} (${event.source})${what ? `: ${what}` : ''}`,
    `  ${texts.reason}`,
  ];
  if (event.ref || event.link)
    lines.push(`  ${[event.ref ? `№ ${event.ref}` : '', event.link ?? ''].join(' ').trim()}`);
  return lines;
}

/** The events grouped by subject, in the order given (rows come grouped), at most LETTER_EVENTS_MAX of them. */
function subjectBlocks(events: TPendingEventRow[], publicUrl: string): string[] {
  const shown = events.slice(0, LETTER_EVENTS_MAX);
  const lines: string[] = [];
  let inn: string | null = null;
  for (const event of shown) {
    if (event.inn !== inn) {
      if (inn !== null) lines.push(`Карточка: ${cardUrl(publicUrl, inn)}`, '');
      inn = event.inn;
      lines.push(`${event.name}, ИНН ${event.inn}`);
    }
    lines.push(...eventLines(event));
  }
  if (inn !== null) lines.push(`Карточка: ${cardUrl(publicUrl, inn)}`, '');
  const rest = events.length - shown.length;
  if (rest > 0) lines.push(`…и ещё ${rest} ${eventsWord(rest)} — в ленте.`, '');
  return lines;
}

const greeting = (name: string) => `Здравствуйте${name ? `, ${name}` : ''}!`;

/** The daily digest: everything recorded about the user's subjects over the day before the digest hour. */
export function composeDigestLetter(name: string, events: TPendingEventRow[], publicUrl: string): TLetter {
  const subjects = new Set(events.map((event) => event.inn)).size;
  const lines = [
    greeting(name),
    '',
    `За сутки у ${subjects === 1 ? 'организации' : 'организаций'} из вашего списка отслеживания ` +
      `${events.length} ${eventsWord(events.length)}:`,
    '',
    ...subjectBlocks(events, publicUrl),
    `Вся лента изменений: ${feedUrl(publicUrl)}`,
    'Там же можно отключить эти письма.',
    '',
    'Сверка',
  ];
  return { subject: 'Изменения у отслеживаемых организаций за сутки — Сверка', text: lines.join('\n') };
}

/** The instant letter about stop-factors, sent as soon as they are recorded. */
export function composeInstantLetter(name: string, events: TPendingEventRow[], publicUrl: string): TLetter {
  const names = [...new Set(events.map((event) => event.name))];
  const subject =
    names.length === 1 ? `Стоп-фактор: ${names[0]} — Сверка` : 'Стоп-факторы у отслеживаемых организаций — Сверка';
  const lines = [
    greeting(name),
    '',
    'У организации из вашего списка отслеживания появился стоп-фактор — проверьте, прежде чем платить или ' +
      'подписывать договор:',
    '',
    ...subjectBlocks(events, publicUrl),
    `Вся лента изменений: ${feedUrl(publicUrl)}`,
    'Там же можно отключить письма о стоп-факторах.',
    '',
    'Сверка',
  ];
  return { subject, text: lines.join('\n') };
}
