import type { TChatRoom } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { chatMessage } from '../testing/fakes.ts';
import { groupByDay, previewText, roomPicture, roomTime, roomTitle } from './room-display.ts';

const user2 = { id: 9, full_name: 'Вера Поставщикова', avatar: '/api/v1/media/avatars/9.png' };
const product = { id: 4, name: 'Цемент', price: 500, images: ['/api/v1/media/products/4/1.webp'] };

describe('a room in the list', () => {
  it('is named after the other member, or the support team', () => {
    expect(roomTitle({ kind: 'product', user2 }, 'Служба поддержки')).toBe('Вера Поставщикова');
    expect(roomTitle({ kind: 'support', user2: { id: 0, full_name: 'x', avatar: null } }, 'Support team')).toBe(
      'Support team',
    );
  });

  it('shows the product’s picture for a product room and the avatar otherwise', () => {
    expect(roomPicture({ product, user2 } as Pick<TChatRoom, 'product' | 'user2'>)).toBe(product.images[0]);
    expect(roomPicture({ product: null, user2 })).toBe(user2.avatar);
    expect(roomPicture({ product: { ...product, images: [] }, user2: { ...user2, avatar: null } })).toBeNull();
  });

  it('tells the time for today and the date with the month’s name for other days', () => {
    const now = new Date(2026, 10, 26, 18, 0);
    expect(roomTime(new Date(2026, 10, 26, 9, 5).toISOString(), now, 'ru')).toBe('09:05');
    expect(roomTime(new Date(2026, 10, 25, 23, 59).toISOString(), now, 'en')).toBe('November 25, 2026');
  });

  it('previews the last message on one line', () => {
    expect(previewText('  Добрый день!\n\nЕсть в наличии?  ')).toBe('Добрый день! Есть в наличии?');
  });
});

describe('groupByDay', () => {
  it('splits the messages by the local day they were sent', () => {
    const at = (seq: number, date: Date) => chatMessage(seq, 2, { sended_time: date.toISOString() });
    const groups = groupByDay([
      at(1, new Date(2026, 2, 5, 10, 0)),
      at(2, new Date(2026, 2, 5, 23, 59)),
      at(3, new Date(2026, 2, 6, 0, 1)),
    ]);
    expect(groups.map((group) => [group.day, group.messages.map((message) => message.seq)])).toEqual([
      ['2026-03-05', [1, 2]],
      ['2026-03-06', [3]],
    ]);
    expect(groupByDay([])).toEqual([]);
  });
});
