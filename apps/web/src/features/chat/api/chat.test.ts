import { describe, expect, it } from 'vitest';
import { chatRoom } from '../testing/render.tsx';
import { roomsWithRoomRead, withRoomRead } from './chat.ts';

describe('reading a room', () => {
  it('takes its count off the badges at once', () => {
    expect(withRoomRead({ total: 5, rooms: { '1': 3, '2': 2 } }, 1)).toEqual({ total: 2, rooms: { '2': 2 } });
    const untouched = { total: 2, rooms: { '2': 2 } };
    expect(withRoomRead(untouched, 7)).toBe(untouched);
  });

  it('clears its count in the room list and moves its read mark forward only', () => {
    const rooms = roomsWithRoomRead([chatRoom(1), chatRoom(2, { last_read_seq: 9 })], 2, 4);
    expect(rooms.map((room) => [room.id, room.unread, room.last_read_seq])).toEqual([
      [1, 2, 1],
      [2, 0, 9],
    ]);
  });
});
