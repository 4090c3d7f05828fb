import { MantineProvider } from '@mantine/core';
import { RELIABILITY_FACTORS, type TCounterPartyCard, type TReliabilityReply, zoneOfScore } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadAreaTexts } from '../../../lib/i18n.ts';
import { reliabilityQueryOptions } from '../api/get-reliability.ts';
import { ReliabilityVerdict, VerdictView } from './reliability-verdict.tsx';

// The card route loads its areas with it, as here.
await loadAreaTexts('card-');

type TFired = TReliabilityReply['factors'][number];
const TAB_HREF = '?tab=reliability#card-sections';

const firedOf = (id: string): TFired => {
  const d = RELIABILITY_FACTORS.find((f) => f.id === id);
  if (!d) throw new Error(`no factor ${id}`);
  return {
    id: d.id,
    group: d.group,
    label: d.label,
    label_en: d.label_en,
    polarity: d.polarity,
    severity: d.severity,
    weight: d.weight,
    stop: d.stop,
    rule: d.rule,
    evidence: [],
    source: { name: 'Демонстрационные данные', as_of: '2026-11-01', is_demo: true },
  };
};

/** Negative factors of the catalogue heaviest first (ties by id, as the header orders them), a stop-factor and a positive one. */
const negatives = RELIABILITY_FACTORS.filter((f) => f.polarity === 'negative' && !f.stop).sort(
  (a, b) => b.weight - a.weight || a.id.localeCompare(b.id),
);
const stopFactor = [...RELIABILITY_FACTORS.filter((f) => f.stop)].sort((a, b) => a.weight - b.weight)[0];
const positive = RELIABILITY_FACTORS.find((f) => f.polarity === 'positive');
if (!stopFactor || !positive || negatives.length < 4)
  throw new Error('the catalogue lacks the factors this test needs');

function reply(score: number, factors: TFired[]): TReliabilityReply {
  const zone = zoneOfScore(score);
  return {
    company: { kind: 'company', inn: '7707083893', name: 'ООО «Ромашка»' },
    ruleset_version: 1,
    computed_at: '2026-11-25T00:00:00.000Z',
    score,
    zone,
    zone_label: zone,
    stop_factor: factors.some((f) => f.stop),
    counts: { positive: 1, negative: factors.length - 1, attention: 0, checked: 40, not_checked: 0 },
    gauge: { value: 30, zone: 'high', zones: [] },
    factors,
    not_checked: [],
  } as unknown as TReliabilityReply;
}

const wrap = (node: ReactNode, client = new QueryClient()) =>
  renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/counter-parties/7707083893']}>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
const textOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

// Positive first and the stop-factor last, as a reply in no particular order would list them.
const risky = reply(23, [
  firedOf(positive.id),
  ...negatives.slice(0, 4).map((f) => firedOf(f.id)),
  firedOf(stopFactor.id),
]);

afterEach(async () => {
  await changeLanguage('ru');
});

describe('VerdictView', () => {
  it('shows the score out of 100 and the zone in its risk colour', () => {
    const html = wrap(<VerdictView reply={risky} tabHref={TAB_HREF} />);
    expect(html).toMatch(/data-testid="reliability-verdict"[^>]*data-zone="high"[^>]*data-score="23"/);
    expect(textOf(html)).toContain('23 /100');
    expect(html).toMatch(/data-zone="high"[^>]*>.*Высокий риск/);
    expect(html).toMatch(/<span[^>]*>Надёжность 23 из 100: Высокий риск<\/span>/);
  });

  it('names three strongest negative factors, the stop-factor first though the reply lists it last, and no positive one', () => {
    const html = wrap(<VerdictView reply={risky} tabHref={TAB_HREF} />);
    const ids = [...html.matchAll(/data-factor="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toEqual([stopFactor.id, negatives[0]?.id, negatives[1]?.id]);
    expect(ids).not.toContain(positive.id);
    const first = /<li[^>]*data-factor[^>]*>(.*?)<\/li>/.exec(html)?.[1] ?? '';
    expect(textOf(first)).toContain(`Стоп-фактор ${stopFactor.label}`);
    expect(html).toContain(`data-factor="${stopFactor.id}" data-stop="true"`);
  });

  it('links the «Надёжность» tab of this card', () => {
    const html = wrap(<VerdictView reply={risky} tabHref={TAB_HREF} />);
    expect(html).toMatch(
      /<a[^>]*href="\/counter-parties\/7707083893\?tab=reliability#card-sections"[^>]*>Подробнее о надёжности/,
    );
  });

  it('says that no negative factor fired for a reliable subject', () => {
    const html = wrap(<VerdictView reply={reply(84, [firedOf(positive.id)])} tabHref={TAB_HREF} />);
    expect(html).toContain('data-zone="low"');
    expect(textOf(html)).toContain('Низкий риск');
    expect(textOf(html)).toContain('Отрицательных факторов не найдено');
    expect(html).not.toContain('data-factor=');
  });

  it('speaks English and Chinese: zone, factor names and the link', async () => {
    await changeLanguage('en');
    const english = textOf(wrap(<VerdictView reply={risky} tabHref={TAB_HREF} />));
    expect(english).toContain('High risk');
    expect(english).toContain('Stop factor');
    expect(english).toContain('More on reliability');
    expect(english).not.toMatch(/[А-Яа-яЁё]/);
    await changeLanguage('zh-CN');
    const chinese = textOf(wrap(<VerdictView reply={risky} tabHref={TAB_HREF} />));
    expect(chinese).toContain('高风险');
    expect(chinese).not.toMatch(/[А-Яа-яЁё]/);
  });
});

describe('ReliabilityVerdict', () => {
  // The verdict asks for the rating by the card's ИНН and reads nothing else of it.
  const card = { kind: 'company', inn: '7707083893' } as TCounterPartyCard;

  it('holds its place with a skeleton while the rating loads', () => {
    const html = wrap(<ReliabilityVerdict card={card} tabHref={TAB_HREF} />);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('mantine-Skeleton-root');
  });

  it('draws the rating the card’s query holds', () => {
    const client = new QueryClient();
    client.setQueryData(reliabilityQueryOptions(card.inn).queryKey, risky);
    const html = wrap(<ReliabilityVerdict card={card} tabHref={TAB_HREF} />, client);
    expect(html).toContain('data-score="23"');
  });

  it('says quietly that the rating is unavailable, with a retry, when it cannot be had', () => {
    // A failed query stays failed while the page is rendered (the retry is the reader's).
    const client = new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });
    client.getQueryCache().build(
      client,
      { queryKey: [...reliabilityQueryOptions(card.inn).queryKey] },
      {
        data: undefined,
        dataUpdateCount: 0,
        dataUpdatedAt: 0,
        error: new Error('503'),
        errorUpdateCount: 1,
        errorUpdatedAt: Date.now(),
        fetchFailureCount: 1,
        fetchFailureReason: null,
        fetchMeta: null,
        isInvalidated: false,
        status: 'error',
        fetchStatus: 'idle',
      },
    );
    const html = wrap(<ReliabilityVerdict card={card} tabHref={TAB_HREF} />, client);
    expect(html).toContain('data-state="unavailable"');
    expect(textOf(html)).toContain('Оценка надёжности сейчас недоступна. Повторить');
    expect(html).not.toContain('mantine-Skeleton-root');
  });
});
