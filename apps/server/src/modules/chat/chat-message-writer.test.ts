import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.ts';
import { openProductRoom, sellerWithProduct } from '../../../test/chat.ts';
import { useTestApp } from '../../../test/helper.ts';
import { ChatMessageWriter, insertMessages } from './chat-message-writer.ts';
import { ChatSenderInactiveError } from './chat-messages.repository.ts';

const ctx = useTestApp();

async function twoRooms() {
  const { productId, representative } = await sellerWithProduct(ctx.app, ctx.sql);
  const first = await createUser(ctx.app, 'buyer');
  const second = await createUser(ctx.app, 'buyer');
  return {
    representative,
    first,
    second,
    rooms: [await openProductRoom(ctx.app, first, productId), await openProductRoom(ctx.app, second, productId)],
  };
}

describe('ChatMessageWriter', () => {
  it('stores messages sent at once to several rooms with one commit, in call order within each room', async () => {
    const { first, second, representative, rooms } = await twoRooms();
    const writer = new ChatMessageWriter(ctx.sql);
    const sends = Array.from({ length: 20 }, (_, index) => {
      const room = rooms[index % 2] as { id: number };
      const buyer = index % 2 === 0 ? first : second;
      return writer.write({
        roomId: room.id,
        senderId: index % 4 < 2 ? buyer.id : representative.id,
        clientMsgId: randomUUID(),
        body: `сообщение ${index}`,
        fromSupport: false,
      });
    });
    const stored = await Promise.all(sends);
    for (const [offset, room] of rooms.entries()) {
      const ofRoom = stored.filter((s) => s.row.room_id === room.id);
      // Call order within a room is seq order, without gaps.
      expect(ofRoom.map((s) => s.row.seq)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
      expect(ofRoom.map((s) => s.row.body)).toEqual(
        Array.from({ length: 10 }, (_, i) => `сообщение ${2 * i + offset}`),
      );
      expect(ofRoom.every((s) => s.created && s.memberIds.length === 2)).toBe(true);
    }
    const marks = await ctx.sql<{ room_id: number; user_id: number; last_read_seq: number; last_seq: number }[]>`
      select m.room_id, m.user_id, m.last_read_seq, r.last_seq
      from chat_room_members m join chat_rooms r on r.id = m.room_id
      where m.room_id = any(${rooms.map((r) => r.id)}::bigint[])`;
    for (const mark of marks) {
      const newest = Math.max(
        ...stored
          .filter((s) => s.row.room_id === Number(mark.room_id) && s.row.sender_id === Number(mark.user_id))
          .map((s) => s.row.seq),
      );
      expect(Number(mark.last_read_seq)).toBe(newest);
      expect(Number(mark.last_seq)).toBe(10);
    }
  });

  it('refuses a blocked sender and answers a repeated client id with the stored message, storing the rest', async () => {
    const { first, second, rooms } = await twoRooms();
    await ctx.sql`update users set blocked_at = now() where id = ${second.id}`;
    const writer = new ChatMessageWriter(ctx.sql);
    const clientMsgId = randomUUID();
    const message = (roomIndex: number, senderId: number, id: string, body: string) =>
      writer.write({
        roomId: (rooms[roomIndex] as { id: number }).id,
        senderId,
        clientMsgId: id,
        body,
        fromSupport: false,
      });
    const outcomes = await Promise.allSettled([
      message(0, first.id, randomUUID(), 'первое'),
      message(0, first.id, clientMsgId, 'дважды'),
      message(1, second.id, randomUUID(), 'от заблокированного'),
      message(0, first.id, clientMsgId, 'дважды'),
      message(0, first.id, randomUUID(), 'последнее'),
    ]);
    expect(outcomes[2]).toMatchObject({ status: 'rejected', reason: expect.any(ChatSenderInactiveError) });
    const values = outcomes.map((o) => (o.status === 'fulfilled' ? o.value : null));
    expect(values[1]?.row.id).toBe(values[3]?.row.id);
    expect([values[1]?.created, values[3]?.created].sort()).toEqual([false, true]);
    const stored = await ctx.sql<{ seq: number; body: string }[]>`
      select seq, body from chat_messages where room_id = ${(rooms[0] as { id: number }).id} order by seq`;
    expect(stored.map((row) => row.body)).toEqual(['первое', 'дважды', 'последнее']);
    expect(stored.map((row) => Number(row.seq))).toEqual([1, 2, 3]);
    const [blockedRoom] = await ctx.sql<{ last_seq: number }[]>`
      select last_seq from chat_rooms where id = ${(rooms[1] as { id: number }).id}`;
    expect(Number(blockedRoom?.last_seq)).toBe(0);
  });

  it('stores a batch in one statement: seqs per room in batch order, member ids for the fan-out', async () => {
    const { first, second, representative, rooms } = await twoRooms();
    const [a, b] = rooms.map((room) => room.id) as [number, number];
    const input = [
      { roomId: b, senderId: second.id, body: 'b1' },
      { roomId: a, senderId: first.id, body: 'a1' },
      { roomId: a, senderId: representative.id, body: 'a2' },
      { roomId: b, senderId: representative.id, body: 'b2' },
      { roomId: a, senderId: first.id, body: 'a3' },
    ].map((m) => ({ ...m, clientMsgId: randomUUID(), fromSupport: false }));
    const stored = await insertMessages(ctx.sql, input);
    expect([...stored.keys()].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(input.map((_, i) => `${stored.get(i)?.row.body}:${stored.get(i)?.row.seq}`)).toEqual([
      'b1:1',
      'a1:1',
      'a2:2',
      'b2:2',
      'a3:3',
    ]);
    expect(stored.get(0)?.memberIds.sort()).toEqual([second.id, representative.id].sort());
  });
});
