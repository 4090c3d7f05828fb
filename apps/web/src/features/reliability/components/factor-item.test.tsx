import { readdirSync, readFileSync } from 'node:fs';
import { MantineProvider } from '@mantine/core';
import { RELIABILITY_FACTORS, type TReliabilityReply } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLanguage, loadAreaTexts } from '../../../lib/i18n.ts';
import ruFactors from '../../../locales/card-factors/ru.json';
import { classifyEvidenceLabel } from '../lib/evidence-label.ts';
import { NotCheckedFactors } from './factor-groups.tsx';
import { FactorItem } from './factor-item.tsx';

// The card route loads its areas with it, as here.
await loadAreaTexts('card-');

type TFired = TReliabilityReply['factors'][number];
const CYRILLIC = /[А-Яа-яЁё]/;

const catalogue = (id: string) => {
  const definition = RELIABILITY_FACTORS.find((f) => f.id === id);
  if (!definition) throw new Error(`no factor ${id}`);
  return definition;
};

const firedOf = (id: string, evidence: TFired['evidence']): TFired => {
  const d = catalogue(id);
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
    evidence,
    source: { name: 'Демонстрационные данные', as_of: '2026-11-01', is_demo: true },
  };
};

const ageFactor = firedOf('age-over-10y', [
  { label: 'Дата регистрации', value: '2008-12-02', date: '2008-12-02', ref: null },
]);
const lossFactor = firedOf('losses-2y', [
  { label: 'Чистая прибыль 2025, ₽', value: -1_250_000, date: '2025-12-31', ref: '2400' },
]);

const render = (factor: TFired) =>
  renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <ul>
          <FactorItem factor={factor} />
        </ul>
      </MemoryRouter>
    </MantineProvider>,
  );

const visibleText = (html: string) => html.replace(/<[^>]+>/g, ' ');

afterEach(async () => {
  await changeLanguage('ru');
});

describe('FactorItem', () => {
  it('links the factor to the knowledge-base article that explains it', () => {
    expect(render(lossFactor)).toContain('href="/knowledge/factor-finances"');
    expect(render(firedOf('bankruptcy-case', []))).toContain('href="/knowledge/bankruptcy"');
  });

  it('prints a date given as the value once, formatted', () => {
    const html = visibleText(render(ageFactor));
    expect(html).toContain('02.12.2008');
    expect(html).not.toContain('2008-12-02');
    expect(html.match(/02\.12\.2008/g)).toHaveLength(1);
  });

  it('shows the rules’ Russian wording in Russian', () => {
    const html = visibleText(render(lossFactor));
    expect(html).toContain('Убытки два года подряд');
    expect(html).toContain(catalogue('losses-2y').rule);
    expect(html).toContain('Чистая прибыль 2025, ₽');
    expect(html).toContain('Демонстрационные данные');
  });

  it.each(['en', 'zh-CN'] as const)(
    'has no Russian left in %s: name, rule, evidence labels and source',
    async (language) => {
      await changeLanguage(language);
      for (const factor of [ageFactor, lossFactor]) {
        const html = visibleText(render(factor));
        expect(html, factor.id).not.toMatch(CYRILLIC);
      }
      const html = visibleText(render(lossFactor));
      expect(html).toContain(language === 'en' ? 'Losses two years running' : '连续两年亏损');
      expect(html).toContain('2025');
    },
  );

  it('keeps a record’s own wording as data, marked as Russian for screen readers', async () => {
    await changeLanguage('en');
    const html = render(
      firedOf('fssp-open', [
        { label: 'Иные взыскания имущественного характера', value: 12_000, date: '2026-03-01', ref: '1/26/77' },
        { label: 'Остаток долга, ₽', value: 12_000, date: null, ref: null },
      ]),
    );
    expect(html).toContain('<dt lang="ru">Иные взыскания имущественного характера</dt>');
    expect(html).toContain('<dt>Debt outstanding, ₽</dt>');
  });

  it('gives the reasons of unchecked factors in the interface language', async () => {
    await changeLanguage('en');
    const html = renderToStaticMarkup(
      <MantineProvider>
        <MemoryRouter>
          <NotCheckedFactors
            factors={[
              {
                id: 'tax-arrears',
                label: 'x',
                label_en: 'y',
                polarity: 'negative',
                reason: 'Источник не загружен: arrears',
              },
            ]}
          />
        </MemoryRouter>
      </MantineProvider>,
    );
    expect(visibleText(html)).not.toMatch(CYRILLIC);
  });
});

describe('factor texts', () => {
  it('cover every factor of the catalogue, in Russian word for word', () => {
    const texts = ruFactors.factors as Record<string, { label: string; rule: string }>;
    expect(Object.keys(texts).sort()).toEqual(RELIABILITY_FACTORS.map((f) => f.id).sort());
    for (const factor of RELIABILITY_FACTORS) {
      expect(texts[factor.id], factor.id).toEqual({ label: factor.label, rule: factor.rule });
    }
  });

  it('have a key for every fixed evidence label the rules print', () => {
    const folder = new URL('../../../../../../packages/shared/src/reliability/', import.meta.url);
    const sources = readdirSync(folder)
      .filter((name) => name.startsWith('factors-') && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(new URL(name, folder), 'utf8'))
      .join('\n');
    const labels = new Set(
      [...sources.matchAll(/\b(?:ev|lineEv)\(\s*'([^']+)'/g), ...sources.matchAll(/\?\? '([А-ЯЁ][^']*)'/g)].map(
        (m) => m[1] as string,
      ),
    );
    expect(labels.size).toBeGreaterThan(40);
    const unknown = [...labels].filter((label) => classifyEvidenceLabel(label).kind === 'data');
    expect(unknown).toEqual([]);
  });
});
