import { describe, expect, it } from 'vitest';
import { websiteLink } from './website.ts';

describe('websiteLink', () => {
  it('links an address typed without a scheme over https', () => {
    expect(websiteLink('www.romashka.ru')).toEqual({ href: 'https://www.romashka.ru/', label: 'www.romashka.ru' });
    expect(websiteLink(' romashka.ru/shop ')).toEqual({ href: 'https://romashka.ru/shop', label: 'romashka.ru/shop' });
  });

  it('keeps an http address as it is', () => {
    expect(websiteLink('HTTP://romashka.ru')).toEqual({ href: 'http://romashka.ru/', label: 'romashka.ru' });
    expect(websiteLink('romashka.ru:8080')).toEqual({ href: 'https://romashka.ru:8080/', label: 'romashka.ru:8080' });
  });

  it('gives no link for nothing, garbage or other schemes', () => {
    for (const raw of [
      null,
      undefined,
      '',
      '   ',
      'javascript:alert(1)',
      'нет',
      'mailto:a@b.ru',
      'a b c',
      'https://bank.ru@evil.ru',
    ]) {
      expect(websiteLink(raw), String(raw)).toBeNull();
    }
  });
});
