import { formatChatDate, formatTime, localDayKey, type TChatMessage, type TChatRoom } from '@sverka/shared';

/** A count as a small badge shows it. */
export const unreadBadge = (count: number) => (count > 99 ? '99+' : String(count));

/** Whose name a room carries: the other member's, or the support team's (`supportName`, translated). */
export function roomTitle(room: Pick<TChatRoom, 'kind' | 'user2'>, supportName: string): string {
  return room.kind === 'support' ? supportName : room.user2.full_name;
}

/** The picture of a room in the list: the product's first image for a product room, else the other's avatar. */
export function roomPicture(room: Pick<TChatRoom, 'product' | 'user2'>): string | null {
  return room.product?.images[0] ?? room.user2.avatar;
}

/**
 * When a room last spoke, as its list row shows it: the time for today, the date with the month's name
 * (spec §9) for any other day.
 */
export function roomTime(sendedTime: string, now: Date, language: string): string {
  return localDayKey(sendedTime) === localDayKey(now) ? formatTime(sendedTime) : formatChatDate(sendedTime, language);
}

/** The newest message as one line: line breaks become spaces, so a long message cannot stretch the row. */
export function previewText(body: string): string {
  return body.replace(/\s+/g, ' ').trim();
}

export interface TDayGroup {
  /** Local calendar day, "YYYY-MM-DD". */
  day: string;
  messages: TChatMessage[];
}

/** Messages in seq order split by the local day they were sent, for the date lines between them. */
export function groupByDay(messages: readonly TChatMessage[]): TDayGroup[] {
  const groups: TDayGroup[] = [];
  for (const message of messages) {
    const day = localDayKey(message.sended_time);
    const last = groups.at(-1);
    if (last && last.day === day) last.messages.push(message);
    else groups.push({ day, messages: [message] });
  }
  return groups;
}
