import { DOCUMENT_SIGNATURE_NOTICE } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { documentsKeys, type TDocumentsRequest } from '../api/documents.ts';
import { documentFixture, documentsPage, renderMarkup, testQueryClient } from '../testing/fixtures.tsx';
import { DealDocuments } from './deal-documents.tsx';
import { DocumentsPage } from './documents-page.tsx';

await Promise.all([loadAreaTexts('documents'), loadAreaTexts('billing-plans')]);

const LOCKED = {
  feature: 'documents.flow' as const,
  reason: 'upgrade' as const,
  plan: { code: 'scale', name: 'Scale' },
};

function render(ui: React.ReactNode, request: TDocumentsRequest, data: ReturnType<typeof documentsPage>, url = '/') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(documentsKeys.list(request), data);
  return renderMarkup(ui, { queryClient, url });
}

const PAGE_REQUEST: TDocumentsRequest = {
  status: undefined,
  kind: undefined,
  direction: undefined,
  counterparty: undefined,
  from: undefined,
  to: undefined,
  page: 1,
};

describe('the documents page', () => {
  it('lists documents with their status, the other party and, for the receiver, sign and reject', () => {
    const html = render(
      <DocumentsPage />,
      PAGE_REQUEST,
      documentsPage([
        documentFixture(),
        documentFixture({
          id: 42,
          status: 'signed',
          direction: 'out',
          can_sign: false,
          events: [
            { event: 'sent', by: 'А', organization: 'Б', comment: null, at: '2026-11-20T12:00:00.000Z' },
            {
              event: 'signed',
              by: 'Иван Сидоров',
              organization: 'АО «Лютик»',
              comment: null,
              at: '2026-11-21T09:30:00.000Z',
            },
          ],
        }),
      ]),
    );
    expect(html.match(/data-testid="document-item"/g)).toHaveLength(2);
    expect(html).toContain('От: ООО «СтройСнаб»');
    expect(html).toContain('Кому: АО «Лютик»');
    expect(html).toContain('>Подписан<');
    expect(html).toContain('>Отправлен<');
    expect(html).toContain('Подписал: Иван Сидоров, АО «Лютик», ');
    expect(html.match(/data-action="sign"/g)).toHaveLength(1);
    expect(html.match(/data-action="reject"/g)).toHaveLength(1);
    expect(html).toContain(DOCUMENT_SIGNATURE_NOTICE);
    expect(html).not.toContain('data-testid="documents-upgrade"');
  });

  it('has an empty state that leads to the orders, and one that clears the filters', () => {
    const empty = render(<DocumentsPage />, PAGE_REQUEST, documentsPage([]));
    expect(empty).toContain('data-testid="documents-empty"');
    expect(empty).toContain('Документов пока нет');
    expect(empty).toContain('href="/profile/orders"');
    const filtered = render(
      <DocumentsPage />,
      { ...PAGE_REQUEST, status: 'signed' },
      documentsPage([]),
      '/profile/documents?status=signed',
    );
    expect(filtered).toContain('По этим условиям документов нет');
    expect(filtered).toContain('Сбросить фильтры');
  });

  it('names each document’s deal: «Заказ № …» for an order, «Тендер № …» for a tender', () => {
    const html = render(
      <DocumentsPage />,
      PAGE_REQUEST,
      documentsPage([
        documentFixture({ id: 1, order: 12, tender: null }),
        documentFixture({ id: 2, order: null, tender: 7 }),
      ]),
    );
    expect(html).toContain('Заказ № 12');
    expect(html).toContain('Тендер № 7');
  });

  it('shows the one deal the list is narrowed to, with a way back to all', () => {
    const html = render(
      <DocumentsPage />,
      { ...PAGE_REQUEST, tender: 7 },
      documentsPage([documentFixture({ order: null, tender: 7 })]),
      '/profile/documents?tender=7',
    );
    expect(html).toContain('data-testid="documents-deal-filter"');
    expect(html).toContain('aria-label="Показать документы всех сделок"');
  });

  it('offers the cheapest plan when the user may not send documents', () => {
    const html = render(<DocumentsPage />, PAGE_REQUEST, documentsPage([documentFixture()], { locked: LOCKED }));
    expect(html).toContain('data-testid="documents-upgrade"');
    expect(html).toContain('тарифе «Масштабирование»');
    // Receiving and signing need no plan: the document stays signable.
    expect(html).toContain('data-action="sign"');
  });
});

describe('the documents block of an order', () => {
  it('lets a party with the plan generate and upload, and lists the order’s documents', () => {
    const html = render(
      <DealDocuments deal={{ order: 12 }} side="seller" />,
      { order: 12 },
      documentsPage([documentFixture({ direction: 'out', can_sign: false })]),
    );
    expect(html).toContain('data-testid="document-create"');
    expect(html).toContain('data-testid="document-upload-open"');
    expect(html).toContain('Ждёт подписи другой стороны');
  });

  it('shows the upgrade offer instead of the buttons without the plan, and an empty note', () => {
    const html = render(
      <DealDocuments deal={{ order: 12 }} side="buyer" />,
      { order: 12 },
      documentsPage([], { locked: LOCKED }),
    );
    expect(html).toContain('data-testid="documents-upgrade"');
    expect(html).not.toContain('data-testid="document-create"');
    expect(html).toContain('По заказу документов пока нет');
  });
});

describe('the documents block of a won tender', () => {
  it('lets the winner generate every kind and says when there are none yet', () => {
    const html = render(<DealDocuments deal={{ tender: 7 }} side="seller" />, { tender: 7 }, documentsPage([]));
    expect(html).toContain('data-testid="deal-documents"');
    expect(html).toContain('data-testid="document-create"');
    expect(html).toContain('По тендеру документов пока нет');
  });
});
