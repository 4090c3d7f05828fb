import { MantineProvider } from '@mantine/core';
import { RELIABILITY_FACTORS } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AuthDialogContext } from '../../../lib/auth-dialog.ts';
import { changeLanguage, loadAreaTexts } from '../../../lib/i18n.ts';
import { subscribersCountQueryOptions } from '../api/get-subscribers-count.ts';
import { AboutProject } from './about-project.tsx';
import { FeatureCards } from './feature-cards.tsx';
import { OfficialSources } from './official-sources.tsx';
import { SubscribersCounter } from './subscribers-counter.tsx';

// The sections' texts are an area of their own, loaded with their lazy chunk in the app.
await loadAreaTexts('landing-sections');

function render(node: ReactNode, queryClient = new QueryClient()): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <AuthDialogContext.Provider value={{ open: () => {} }}>
          <MemoryRouter>{node}</MemoryRouter>
        </AuthDialogContext.Provider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('FeatureCards', () => {
  const html = render(<FeatureCards />);

  it('shows the nine features of the spec, each with a heading', () => {
    expect(count(html, /<article/g)).toBe(9);
    expect(count(html, /<h3/g)).toBe(9);
    expect(html).toContain('Арбитражные дела');
  });

  it('marks nothing as coming soon: every card leads somewhere', () => {
    expect(html).not.toContain('Скоро');
    expect(count(html, /<a /g)).toBe(9);
  });

  it('links each built feature to where it lives', () => {
    expect(html).toMatch(/aria-labelledby="feature-support"[\s\S]*?href="\/profile\/support"/);
    expect(html).toMatch(/aria-labelledby="feature-friends"[\s\S]*?href="\/profile\/friends"/);
    expect(html).toMatch(/aria-labelledby="feature-search"[\s\S]*?href="\/search"/);
    expect(html).toMatch(/aria-labelledby="feature-tracking"[\s\S]*?href="\/profile\/monitoring"/);
  });

  it('states the real number of reliability factors and the risk zones', () => {
    expect(html).toContain(`Проверяемых факторов риска: ${RELIABILITY_FACTORS.length}`);
    expect(html).toContain('низкий риск — от 70, средний — от 40, высокий — ниже 40');
  });
});

describe('OfficialSources and AboutProject', () => {
  it('list seven sources and five points, the latter under the menu anchor', () => {
    expect(count(render(<OfficialSources />), /<article/g)).toBe(7);
    const about = render(<AboutProject />);
    expect(about).toContain('id="about-section"');
    expect(count(about, /<li/g)).toBe(5);
  });
});

describe('SubscribersCounter', () => {
  function withCount(value: number): string {
    const queryClient = new QueryClient();
    queryClient.setQueryData(subscribersCountQueryOptions().queryKey, { count: value });
    return render(<SubscribersCounter />, queryClient);
  }

  it('uses the Russian plural forms', () => {
    expect(withCount(1)).toContain('Уже подключился 1 пользователь');
    expect(withCount(21)).toContain('Уже подключился 21 пользователь');
    expect(withCount(3)).toContain('Уже подключились 3 пользователя');
    expect(withCount(11)).toContain('Уже подключились 11 пользователей');
    expect(withCount(1234)).toContain('Уже подключились 1\u00a0234 пользователя');
    expect(withCount(0)).toContain('Станьте первым, кто подключит тариф');
  });

  it('uses the English ones in English', async () => {
    await changeLanguage('en');
    try {
      expect(withCount(1)).toContain('1 user has already subscribed');
      expect(withCount(3)).toContain('3 users have already subscribed');
    } finally {
      await changeLanguage('ru');
    }
  });

  it('shows a placeholder while the number loads', () => {
    const html = render(<SubscribersCounter />);
    expect(html).toContain('mantine-Skeleton');
    expect(html).not.toContain('подключил');
  });
});
