import { describe, expect, it } from 'vitest';
import { cardMarketplaceHref, visibleTabs } from './card-tabs.tsx';

describe('visibleTabs', () => {
  it('gives a company its founders', () => {
    expect(visibleTabs(true, 'company')).toContain('founders');
  });

  it('gives a sole trader no founders tab: a person has none', () => {
    const tabs = visibleTabs(true, 'entrepreneur');
    expect(tabs).not.toContain('founders');
    expect(tabs).toContain('reliability');
  });

  it('leaves Finances out without statements', () => {
    expect(visibleTabs(false, 'company')).not.toContain('finances');
  });
});

describe('cardMarketplaceHref', () => {
  it('opens the catalogue on a seller’s products, or the whole catalogue for a subject that does not sell', () => {
    expect(cardMarketplaceHref({ seller: 12 })).toBe('/marketplace?company=12');
    expect(cardMarketplaceHref({ seller: null })).toBe('/marketplace');
  });
});
