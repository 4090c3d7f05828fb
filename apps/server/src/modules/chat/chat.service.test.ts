import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../../test/accounts.ts';
import { openProductRoom, sellerWithProduct } from '../../../test/chat.ts';
import { useTestApp } from '../../../test/helper.ts';
import { createLocalHub } from './chat.hub.ts';
import { sendMessage } from './chat.service.ts';

const ctx = useTestApp();

describe('sendMessage', () => {
  it('gives concurrent senders consecutive seqs, each message once, and the sender’s read mark', async () => {
    const { productId, representative } = await sellerWithProduct(ctx.app, ctx.sql);
    const buyer = await createUser(ctx.app, 'buyer');
    const room = await openProductRoom(ctx.app, buyer, productId);
    const deps = { sql: ctx.sql, hub: createLocalHub(), log: ctx.app.log };
    const sent = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        sendMessage(deps, {
          roomId: room.id,
          senderId: index % 2 === 0 ? buyer.id : representative.id,
          clientMsgId: randomUUID(),
          text: `сообщение ${index}`,
        }),
      ),
    );
    expect(sent.map((one) => one.row.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const [marks] = await ctx.sql<{ last_seq: number; buyer_mark: number }[]>`
      select r.last_seq, m.last_read_seq as buyer_mark
      from chat_rooms r join chat_room_members m on m.room_id = r.id and m.user_id = ${buyer.id}
      where r.id = ${room.id}`;
    const buyerNewest = Math.max(...sent.filter((one) => one.row.sender_id === buyer.id).map((one) => one.row.seq));
    expect(marks).toEqual({ last_seq: 12, buyer_mark: buyerNewest });
  });

  it('stores a message resent under the same client id once, even when the copies race', async () => {
    const { productId } = await sellerWithProduct(ctx.app, ctx.sql);
    const buyer = await createUser(ctx.app, 'buyer');
    const room = await openProductRoom(ctx.app, buyer, productId);
    const published: number[] = [];
    const hub = createLocalHub();
    hub.onRoom(room.id, (frame) => {
      if (frame.type === 'message') published.push(frame.seq);
    });
    const deps = { sql: ctx.sql, hub, log: ctx.app.log };
    const clientMsgId = randomUUID();
    const copies = await Promise.all(
      Array.from({ length: 6 }, () =>
        sendMessage(deps, { roomId: room.id, senderId: buyer.id, clientMsgId, text: 'один раз' }),
      ),
    );
    expect(new Set(copies.map((copy) => copy.row.id)).size).toBe(1);
    expect(copies.filter((copy) => copy.created)).toHaveLength(1);
    expect(published).toEqual([1]);
    const [room_] = await ctx.sql<{ last_seq: number; stored: number }[]>`
      select last_seq, (select count(*)::int from chat_messages where room_id = ${room.id}) as stored
      from chat_rooms where id = ${room.id}`;
    expect(room_).toEqual({ last_seq: 1, stored: 1 });
  });
});
