import { MantineProvider } from '@mantine/core';
import type { TImportRun } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadAreaTexts } from '../../../../lib/i18n.ts';
import { importRejectionsQueryOptions, importRunQueryOptions, importSourcesQueryOptions } from '../api/imports.ts';
import { ImportRejectionsTable, ImportRunSummary, ImportRunView } from './import-run-view.tsx';
import { ImportRunsTable } from './import-runs-table.tsx';
import { AdminImportsPage, runIdOf } from './imports-page.tsx';

await loadAreaTexts('admin');

const run = (fields: Partial<TImportRun> = {}): TImportRun => ({
  id: 7,
  source: 'headcount',
  file_name: 'headcount-2024.xml',
  status: 'done',
  error: null,
  read: 1204,
  inserted: 1000,
  updated: 2,
  rejected: 2,
  skipped_older: 200,
  started_at: '2026-11-26T09:00:00.000Z',
  finished_at: '2026-11-26T09:02:05.000Z',
  duration_ms: 125_000,
  started_by: { id: 3, full_name: 'Админов Админ', email: 'admin@example.ru' },
  bytes_total: 2048,
  bytes_done: 2048,
  ...fields,
});

function wrap(node: ReactNode, client = new QueryClient(), url = '/admin/imports'): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const withText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

afterAll(() => changeLanguage('ru'));

describe('the imports page', () => {
  it('lists runs newest first with status badges, counts, duration and who started them', () => {
    const html = wrap(
      <ImportRunsTable
        runs={[run({ id: 8, status: 'running', started_by: null, duration_ms: 4_000 }), run({ status: 'failed' })]}
      />,
    );
    const text = withText(html);
    expect(html.indexOf('data-run="8"')).toBeLessThan(html.indexOf('data-run="7"'));
    expect(html).toContain('data-status="running"');
    expect(html).toContain('data-status="failed"');
    expect(text).toContain('Идёт');
    expect(text).toContain('Ошибка');
    expect(text).toContain('командная строка');
    expect(text).toContain('Админов Админ');
    expect(text).toContain('2 мин 05 с');
    expect(text).toContain('4 с');
    expect(html).toContain('href="/admin/imports?run=7"');
  });

  it('says when there were no runs', () => {
    expect(withText(wrap(<ImportRunsTable runs={[]} />))).toContain('Импортов ещё не было');
  });

  it('shows a running run’s bytes as a bar with its percentage, and 100 % with the final counts once done', () => {
    const running = wrap(<ImportRunSummary run={run({ status: 'running', bytes_done: 512, finished_at: null })} />);
    expect(running).toContain('data-percent="25"');
    expect(withText(running)).toContain('512 Б из 2 КБ (25 %)');
    const done = wrap(<ImportRunSummary run={run()} />);
    expect(done).toContain('data-percent="100"');
    const text = withText(done);
    expect(text).toContain('Прочитано 1 204');
    expect(text).toContain('Пропущено как старые 200');
  });

  it('shows why a failed run stopped', () => {
    const html = wrap(<ImportRunSummary run={run({ status: 'failed', error: 'Файл обрезан' })} />);
    expect(withText(html)).toContain('Импорт остановлен: Файл обрезан');
  });

  it('lists refused records with file, position and reason as text, or says there are none', () => {
    const html = wrap(
      <ImportRejectionsTable
        rejections={[{ id: 1, file: 'a.xml', position: 'запись 3', reason: 'Неверный ИНН', excerpt: '<b>x</b>' }]}
      />,
    );
    expect(withText(html)).toContain('a.xml запись 3 Неверный ИНН');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(withText(wrap(<ImportRejectionsTable rejections={[]} />))).toContain('Отклонённых записей нет');
  });

  it('opens the run named in the address, with its refused records', () => {
    const client = new QueryClient();
    client.setQueryData(importRunQueryOptions(7).queryKey, run());
    client.setQueryData(importRejectionsQueryOptions(7, 1, 'done').queryKey, { count: 0, results: [] });
    const html = wrap(<ImportRunView runId={7} />, client, '/admin/imports?run=7');
    expect(html).toContain('data-testid="import-run"');
    expect(withText(html)).toContain('Отклонённых записей нет');
    expect(runIdOf(new URLSearchParams('run=7'))).toBe(7);
    expect(runIdOf(new URLSearchParams('run=x'))).toBeNull();
    expect(runIdOf(new URLSearchParams('run=0'))).toBeNull();
  });

  it('offers the upload form with the sources once they are known', () => {
    const client = new QueryClient();
    client.setQueryData(importSourcesQueryOptions().queryKey, [
      { source: 'headcount', label: 'ФНС: численность', file_kinds: ['xml', 'zip'] },
    ]);
    const html = wrap(<AdminImportsPage />, client);
    expect(html).toContain('data-testid="import-form"');
    expect(withText(html)).toContain('Начать импорт');
  });

  it('speaks English and Chinese too', async () => {
    await changeLanguage('en');
    expect(withText(wrap(<ImportRejectionsTable rejections={[]} />))).toContain('No rejected records');
    await changeLanguage('zh-CN');
    expect(withText(wrap(<ImportRejectionsTable rejections={[]} />))).toContain('没有被拒绝的记录');
  });
});
