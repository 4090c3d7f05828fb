import { describe, expect, it } from 'vitest';
import { chatMessage } from '../testing/fakes.ts';
import { mergeMessages, messageFromFrame, newestSeqFromOthers, resumeSeq } from './room-messages.ts';

describe('mergeMessages', () => {
  it('keeps each message once and orders by seq whatever order they came in', () => {
    const merged = mergeMessages([chatMessage(1), chatMessage(3)], [chatMessage(4), chatMessage(2), chatMessage(3)]);
    expect(merged.map((message) => message.seq)).toEqual([1, 2, 3, 4]);
  });

  it('returns the same list when nothing is new, so a view does not redraw', () => {
    const current = [chatMessage(1), chatMessage(2)];
    expect(mergeMessages(current, [chatMessage(2)])).toBe(current);
    expect(mergeMessages(current, [])).toBe(current);
  });
});

describe('messageFromFrame', () => {
  it('turns a socket frame into the stored message the history holds', () => {
    const message = messageFromFrame({
      type: 'message',
      id: 7,
      room: 3,
      seq: 5,
      message: '<b>текст</b>',
      user: 9,
      from_support: true,
      sended_time: '2026-11-20T10:00:00.000Z',
      client_msg_id: null,
    });
    expect(message).toEqual({
      id: 7,
      room: 3,
      seq: 5,
      body: '<b>текст</b>',
      user: 9,
      from_support: true,
      sended_time: '2026-11-20T10:00:00.000Z',
      client_msg_id: null,
    });
  });
});

describe('resumeSeq', () => {
  it('resumes after the newest message reached without a hole from the last page', () => {
    const messages = [1, 2, 3, 4, 5, 7].map((seq) => chatMessage(seq));
    expect(resumeSeq(messages, 3)).toBe(5);
    expect(resumeSeq(messages, 7)).toBe(7);
  });

  it('resumes from the page’s end when nothing came after it, and from 0 in an empty room', () => {
    expect(resumeSeq([chatMessage(8)], 8)).toBe(8);
    expect(resumeSeq([], 0)).toBe(0);
  });
});

describe('newestSeqFromOthers', () => {
  it('is the newest message someone else sent, support answers included', () => {
    const me = 5;
    expect(newestSeqFromOthers([chatMessage(1, 2), chatMessage(2, me), chatMessage(3, me)], me)).toBe(1);
    expect(newestSeqFromOthers([chatMessage(1, me, { from_support: true })], me)).toBe(1);
    expect(newestSeqFromOthers([chatMessage(1, me)], me)).toBe(0);
  });
});
