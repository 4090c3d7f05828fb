import { describe, expect, it } from 'vitest';
import { layoutKindFor } from './layout-kind.ts';
import { burgerItems, NAV_ITEMS } from './nav-items.ts';

describe('layoutKindFor', () => {
  it('uses the full chrome on the landing page and the blog', () => {
    expect(layoutKindFor('/')).toBe('full');
    expect(layoutKindFor('/blog')).toBe('full');
    expect(layoutKindFor('/blog/')).toBe('full');
    expect(layoutKindFor('/blog/42')).toBe('full');
    expect(layoutKindFor('/knowledge')).toBe('full');
    expect(layoutKindFor('/knowledge/factor-status')).toBe('full');
  });

  it('uses the light chrome everywhere else', () => {
    expect(layoutKindFor('/counter-parties/7707083893')).toBe('light');
    expect(layoutKindFor('/marketplace')).toBe('light');
    expect(layoutKindFor('/blog/42/comments')).toBe('light');
    expect(layoutKindFor('/no-such-page')).toBe('light');
  });
});

describe('navigation items', () => {
  it('keeps the spec order and never puts "about" into the burger', () => {
    expect(NAV_ITEMS.map((item) => item.key)).toEqual([
      'home',
      'marketplace',
      'tenders',
      'pricing',
      'about',
      'requisites',
      'blog',
    ]);
    expect(burgerItems().some((item) => item.key === 'about')).toBe(false);
  });
});
