import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
// Sets up i18next with the Russian texts, as the app does before it renders.
import '../../lib/i18n.ts';
import ru from '../../locales/ru.json';
import { QueryErrorBlock } from './error-block.tsx';

describe('QueryErrorBlock', () => {
  it('says why the query failed, under its title, with a retry', () => {
    const query = { error: new ApiError(0, 'NETWORK', null), refetch: () => undefined, isFetching: false };
    const html = renderToStaticMarkup(
      <MantineProvider>
        <QueryErrorBlock title="Не удалось загрузить тарифы" query={query} />
      </MantineProvider>,
    );
    expect(html).toContain('Не удалось загрузить тарифы');
    expect(html).toContain(ru.errors.network);
    expect(html).toContain(ru.errors.retry);
  });
});
