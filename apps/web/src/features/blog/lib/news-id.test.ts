import { describe, expect, it } from 'vitest';
import { newsIdOf } from './news-id.ts';

describe('newsIdOf', () => {
  it('reads a post number', () => {
    expect(newsIdOf('1')).toBe(1);
    expect(newsIdOf('123456789012345')).toBe(123456789012345);
  });

  it('gives null for anything the server would not know', () => {
    for (const segment of [undefined, '', '0', '007', '-1', '1.5', 'abc', '12abc', '1234567890123456']) {
      expect(newsIdOf(segment), String(segment)).toBeNull();
    }
  });
});
