import { MantineProvider } from '@mantine/core';
import type { TDatasetInfo } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
// Sets up i18next with the Russian texts, as the app does before it renders.
import '../../../lib/i18n.ts';
import { DatasetLoadingBanner } from './dataset-loading-banner.tsx';

const render = (dataset: TDatasetInfo) => {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['dataset'], dataset);
  return renderToStaticMarkup(
    <QueryClientProvider client={queryClient}>
      <MantineProvider>
        <DatasetLoadingBanner />
      </MantineProvider>
    </QueryClientProvider>,
  );
};

const demo = { kind: 'demo', companies: 20_000, entrepreneurs: 10_000, loaded_at: null } as const;

describe('DatasetLoadingBanner', () => {
  it('says the demo data is loading, with how far it got', () => {
    const html = render({ ...demo, loading_percent: 45 });
    expect(html).toContain('Загружаем демонстрационные данные: 45 %');
    expect(html).toContain('role="status"');
  });

  it('is gone once the data is in', () => {
    const html = render({ ...demo, loaded_at: '2026-12-06T10:00:00Z', loading_percent: null });
    expect(html).not.toContain('Загружаем');
    expect(html).not.toContain('role="status"');
  });
});
