import { describe, expect, it } from 'vitest';
import { visibleTabs } from './card-tabs.tsx';

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
