import { describe, expect, it } from 'vitest';
import { phoneHref, websiteHref } from './contact-links.ts';

describe('websiteHref', () => {
  it('adds https to a bare host and keeps http(s) addresses', () => {
    expect(websiteHref('www.firm.ru')).toBe('https://www.firm.ru/');
    expect(websiteHref('http://firm.ru/about')).toBe('http://firm.ru/about');
  });

  it('refuses other schemes and blanks', () => {
    expect(websiteHref('javascript:alert(1)')).toBeNull();
    expect(websiteHref('mailto:a@b.ru')).toBeNull();
    expect(websiteHref('  ')).toBeNull();
  });
});

describe('phoneHref', () => {
  it('keeps the digits and the plus', () => {
    expect(phoneHref('+7 (495) 123-45-67')).toBe('tel:+74951234567');
  });

  it('gives null without digits', () => {
    expect(phoneHref('нет')).toBeNull();
  });
});
