import { describe, expect, it } from 'vitest';
import { highlightSegments } from './highlight.ts';

const marked = (segments: ReturnType<typeof highlightSegments>) =>
  segments.map((s) => (s.marked ? `[${s.text}]` : s.text)).join('');

describe('highlightSegments', () => {
  it('marks the given ranges and keeps the text between them', () => {
    const segments = highlightSegments('ООО «Столичный Ветер»', [
      [5, 14],
      [15, 20],
    ]);
    expect(marked(segments)).toBe('ООО «[Столичный] [Ветер]»');
    expect(segments.map((s) => s.text).join('')).toBe('ООО «Столичный Ветер»');
  });

  it('returns the whole text unmarked when nothing matched', () => {
    expect(highlightSegments('Эверест', [])).toEqual([{ text: 'Эверест', marked: false }]);
  });

  it('marks the whole text', () => {
    expect(highlightSegments('7701234567', [[0, 10]])).toEqual([{ text: '7701234567', marked: true }]);
  });

  it('sorts and merges overlapping or touching ranges', () => {
    expect(
      marked(
        highlightSegments('abcdefgh', [
          [4, 6],
          [1, 3],
          [2, 4],
        ]),
      ),
    ).toBe('a[bcdef]gh');
  });

  it('clamps ranges past the end and drops empty or inverted ones', () => {
    expect(
      marked(
        highlightSegments('Иванов', [
          [3, 99],
          [2, 2],
          [5, 1],
          [-4, 1],
        ]),
      ),
    ).toBe('[И]ва[нов]');
  });

  it('keeps an empty text as one empty segment', () => {
    expect(highlightSegments('', [[0, 3]])).toEqual([{ text: '', marked: false }]);
  });
});
