import { describe, expect, it } from 'vitest';
import { arrayLiteral, copyField, copyLine, escapeCopyText } from './copy.ts';

describe('COPY text format', () => {
  it('escapes backslash, tab, newline and carriage return', () => {
    expect(escapeCopyText('a\\b\tc\nd\re')).toBe('a\\\\b\\tc\\nd\\re');
    expect(escapeCopyText('ООО «Альфа»')).toBe('ООО «Альфа»');
  });

  it('writes NULL as \\N, numbers plainly and arrays as quoted literals', () => {
    expect(copyField(null)).toBe('\\N');
    expect(copyField(10000)).toBe('10000');
    expect(copyField(['46.90', '47.91'])).toBe('{"46.90","47.91"}');
    expect(copyField([])).toBe('{}');
    expect(arrayLiteral(['a"b', 'c\\d'])).toBe('{"a\\"b","c\\\\d"}');
    // The array literal's own backslashes are escaped once more for COPY.
    expect(copyField(['c\\d'])).toBe('{"c\\\\\\\\d"}');
    expect(() => copyField(Number.NaN)).toThrow();
  });

  it('joins fields with tabs and ends the line', () => {
    expect(copyLine([1, 'x', null, ['a']])).toBe('1\tx\t\\N\t{"a"}\n');
  });
});
