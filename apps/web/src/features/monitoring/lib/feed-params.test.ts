import { describe, expect, it } from 'vitest';
import { eventsRequestOf, feedFiltersOf, feedParamsWith, isFiltered } from './feed-params.ts';

const params = (text: string) => new URLSearchParams(text);

describe('the feed’s URL', () => {
  it('reads the filters and falls back to «all» for anything unknown', () => {
    expect(feedFiltersOf(params('inn=7707083893&kind=director&importance=critical&period=30&unread=1&page=3'))).toEqual(
      { inn: '7707083893', kind: 'director', importance: 'critical', period: '30', unread: true, page: 3 },
    );
    expect(feedFiltersOf(params('inn=12ab&kind=weather&importance=huge&period=2&unread=yes&page=-1'))).toEqual({
      inn: null,
      kind: null,
      importance: null,
      period: 'all',
      unread: false,
      page: 1,
    });
  });

  it('starts again at the first page when a filter changes and keeps defaults out', () => {
    const current = params('kind=director&page=4');
    expect(feedParamsWith(current, { page: 5 }).toString()).toBe('kind=director&page=5');
    expect(feedParamsWith(current, { importance: 'critical' }).toString()).toBe('kind=director&importance=critical');
    expect(feedParamsWith(current, { kind: null }).toString()).toBe('');
    expect(feedParamsWith(params(''), { inn: '7707083893', unread: true }).toString()).toBe('inn=7707083893&unread=1');
  });

  it('tells a narrowed feed from one subject’s whole history', () => {
    expect(isFiltered(feedFiltersOf(params('inn=7707083893')))).toBe(false);
    expect(isFiltered(feedFiltersOf(params('period=7')))).toBe(true);
  });

  it('turns a period into its first calendar day', () => {
    const today = new Date(2026, 2, 5, 14, 30);
    expect(eventsRequestOf(feedFiltersOf(params('period=7&unread=1&page=2')), today)).toEqual({
      inn: undefined,
      kind: undefined,
      importance: undefined,
      from: '2026-02-26',
      to: undefined,
      unread: 'true',
      page: 2,
    });
    expect(eventsRequestOf(feedFiltersOf(params('')), today).from).toBeUndefined();
  });
});
