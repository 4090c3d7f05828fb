import { MantineProvider } from '@mantine/core';
import {
  ENTITLEMENT_ERROR_CODE,
  MARKETPLACE_MESSAGES,
  PRODUCT_UPLOAD_MESSAGES,
  type TProductUpload,
  type TProductUploadSeller,
} from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { errorFromBody } from '../../../../lib/api-client.ts';
import { changeLanguage, loadAreaTexts } from '../../../../lib/i18n.ts';
import { uploadQueryOptions, uploadSellersQueryOptions, uploadsQueryOptions } from '../api/product-uploads.ts';
import { BulkUploadPanel } from './bulk-upload-panel.tsx';
import { UploadReport, UploadStatusView } from './upload-status.tsx';
import { UploadsHistoryView } from './uploads-history.tsx';

await loadAreaTexts('product-upload');
await loadAreaTexts('billing-plans');

const SELLER: TProductUploadSeller = { id: 5, name: 'ООО «Склад»', inn: '7701234567' };

const upload = (fields: Partial<TProductUpload>): TProductUpload => ({
  id: 41,
  company: 5,
  file_name: 'feed.xml',
  format: 'yml',
  status: 'done',
  total_rows: 3,
  processed_rows: 3,
  created_count: 1,
  updated_count: 1,
  refused_count: 1,
  error: null,
  created_at: '2026-11-26T09:00:00.000Z',
  finished_at: '2026-11-26T09:01:00.000Z',
  report: [
    { row: 1, offer_id: 'G-1', outcome: 'created', product_id: 100, reasons: [] },
    {
      row: 2,
      offer_id: 'G-2',
      outcome: 'updated',
      product_id: 101,
      reasons: [PRODUCT_UPLOAD_MESSAGES.pictureFailed('https://example.ru/x.jpg')],
    },
    {
      row: 3,
      offer_id: 'G-3',
      outcome: 'refused',
      product_id: null,
      reasons: [MARKETPLACE_MESSAGES.unknownCategory, PRODUCT_UPLOAD_MESSAGES.priceRequired],
    },
  ],
  ...fields,
});

function wrap(node: ReactNode, client = new QueryClient(), url = '/profile/products/upload'): string {
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[url]}>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A client whose failed queries stay failed on mount (a static render never fetches again). */
const settledClient = () => new QueryClient({ defaultOptions: { queries: { retryOnMount: false } } });

/** A query already answered with a failure, as the page finds it after the request. */
function failed(client: QueryClient, queryKey: readonly unknown[], error: unknown) {
  client
    .getQueryCache()
    .build(client, { queryKey })
    .setState({
      status: 'error',
      error: error as Error,
      fetchStatus: 'idle',
      errorUpdateCount: 1,
      errorUpdatedAt: Date.now(),
    });
}

const withText = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the upload page', () => {
  it('shows skeletons while the sellers load', () => {
    expect(wrap(<BulkUploadPanel />)).toContain('data-testid="bulk-upload-loading"');
  });

  it('explains the feature and links to the plans when the plan lacks it', () => {
    const client = settledClient();
    failed(
      client,
      uploadSellersQueryOptions().queryKey,
      errorFromBody(403, {
        detail: 'Эта возможность входит в платные тарифы',
        code: ENTITLEMENT_ERROR_CODE,
        feature: 'marketplace.bulk_upload',
        reason: 'upgrade',
        plan: { code: 'optimal_plus', name: 'Оптимальный плюс' },
      }),
    );
    const html = wrap(<BulkUploadPanel />, client);
    expect(html).toContain('data-testid="bulk-upload-locked"');
    expect(html).toContain('href="/#pricing-section"');
    expect(withText(html)).toContain('Возможность входит в тариф «Оптимальный плюс»');
    expect(html).not.toContain('type="submit"');
  });

  it('offers a retry when the sellers could not be loaded', () => {
    const client = settledClient();
    failed(client, uploadSellersQueryOptions().queryKey, errorFromBody(500, null));
    const html = wrap(<BulkUploadPanel />, client);
    expect(html).toContain('role="alert"');
    expect(withText(html)).toContain('Не удалось открыть загрузку товаров');
  });

  it('sends a user without a company to add one', () => {
    const client = new QueryClient();
    client.setQueryData(uploadSellersQueryOptions().queryKey, []);
    client.setQueryData(uploadsQueryOptions().queryKey, []);
    const html = wrap(<BulkUploadPanel />, client);
    expect(html).toContain('data-testid="bulk-upload-no-sellers"');
    expect(html).toContain('href="/profile/add-company"');
  });

  it('shows the form with template downloads, the chosen upload and the history', () => {
    const client = new QueryClient();
    client.setQueryData(uploadSellersQueryOptions().queryKey, [SELLER]);
    client.setQueryData(uploadsQueryOptions().queryKey, [upload({})]);
    client.setQueryData(uploadQueryOptions(41).queryKey, upload({ status: 'processing', processed_rows: 1 }));
    const html = wrap(<BulkUploadPanel />, client, '/profile/products/upload?upload=41');
    expect(html).toContain('type="submit"');
    expect(html).toContain('data-testid="template-xlsx"');
    expect(html).toContain('data-testid="template-csv"');
    // The only seller is chosen already.
    expect(html).toContain('value="ООО «Склад», ИНН 7701234567"');
    expect(html).toContain('data-status="processing"');
    expect(html).toContain('data-testid="uploads-history"');
  });
});

describe('an upload’s status', () => {
  it('shows a progress bar while the job reads the file', () => {
    const html = wrap(<UploadStatusView upload={upload({ status: 'processing', processed_rows: 1, report: [] })} />);
    expect(html).toContain('data-testid="upload-progress"');
    expect(withText(html)).toContain('Обработано 1 из 3');
    expect(html).not.toContain('data-testid="upload-report"');
    const queued = wrap(<UploadStatusView upload={upload({ status: 'queued', processed_rows: 0, report: [] })} />);
    expect(withText(queued)).toContain('Файл ждёт обработки');
  });

  it('shows the reason of a failed file', () => {
    const html = wrap(
      <UploadStatusView
        upload={upload({ status: 'failed', error: PRODUCT_UPLOAD_MESSAGES.noOfferColumn, report: [] })}
      />,
    );
    expect(withText(html)).toContain('В таблице нет столбца offer_id');
    expect(html).not.toContain('data-testid="upload-progress"');
  });

  it('lists every row of a finished upload with its outcome and reasons', () => {
    const html = wrap(<UploadStatusView upload={upload({})} />);
    expect(html).not.toContain('data-testid="upload-progress"');
    expect(html.match(/data-outcome="/g)).toHaveLength(3);
    const text = withText(html);
    expect(text).toContain('Создано: 1');
    expect(text).toContain('Неизвестная категория');
    expect(text).toContain('Фотография не загружена: https://example.ru/x.jpg');
  });

  it('filters the report by outcome, with an empty state', () => {
    const refused = wrap(<UploadReport report={upload({}).report} initialFilter="refused" />);
    expect(refused.match(/data-outcome="refused"/g)).toHaveLength(1);
    expect(refused).not.toContain('data-outcome="created"');
    expect(refused).toMatch(
      /aria-pressed="true"[^>]*data-filter="refused"|data-filter="refused"[^>]*aria-pressed="true"/,
    );
    const none = wrap(<UploadReport report={upload({}).report.slice(0, 1)} initialFilter="refused" />);
    expect(none).toContain('data-testid="upload-report-empty"');
  });

  it('speaks English with the server’s reasons translated', async () => {
    await changeLanguage('en');
    try {
      const text = withText(wrap(<UploadStatusView upload={upload({})} />));
      expect(text).toContain('Unknown category');
      expect(text).toContain('Picture not loaded: https://example.ru/x.jpg');
      expect(text).toContain('Refused (1)');
    } finally {
      await changeLanguage('ru');
    }
  });
});

describe('past uploads', () => {
  it('has an empty state', () => {
    const html = wrap(<UploadsHistoryView uploads={[]} selectedId={null} onSelect={() => {}} />);
    expect(withText(html)).toContain('Вы ещё ничего не загружали');
  });

  it('lists uploads with their status and counts, marking the open one', () => {
    const html = wrap(
      <UploadsHistoryView
        uploads={[upload({ id: 42, file_name: 'new.csv' }), upload({ id: 41 })]}
        selectedId={41}
        onSelect={() => {}}
      />,
    );
    expect(html.indexOf('new.csv')).toBeLessThan(html.indexOf('feed.xml'));
    expect(withText(html)).toContain('создано 1, обновлено 1, отклонено 1');
    expect(html).toContain('aria-pressed="true"');
  });
});
