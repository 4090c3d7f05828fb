import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './errors.ts';

describe('findUnstorableText', () => {
  it('passes well-formed text, including emoji (surrogate pairs), RTL marks and Cyrillic', () => {
    expect(findUnstorableText({ name: 'Иван 😀👍🏽', note: '\u202eтекст', list: ['a', { b: 'в' }] })).toBeUndefined();
  });

  it.each([
    ['a NUL byte', 'a\u0000b'],
    ['a lone high surrogate', 'a\ud800'],
    ['a lone low surrogate', '\udc00a'],
    ['a reversed pair', '\udc00\ud800'],
  ])('names the path of a value with %s', (_label, text) => {
    expect(findUnstorableText({ profile: { items: ['ok', text] } })).toBe('profile.items.1');
  });

  it('finds a bad key, and a bad top-level string has the empty path', () => {
    expect(findUnstorableText({ 'x\u0000': 1 })).toBe('x');
    expect(findUnstorableText('\u0000')).toBe('');
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    let deep: unknown = 'end\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)*$/);
  });
});
