import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { decideProduct, type TAdminProduct } from '../api/admin-products.ts';
import { productFixture } from '../seller/testing/products.ts';
import { changeValueText } from './admin-product-card.tsx';
import { AdminProductsList } from './admin-products-page.tsx';
import { rejectReasonProblem } from './reject-dialog.tsx';

beforeAll(() => loadAreaTexts('seller'));
afterEach(() => vi.unstubAllGlobals());

const queued = (overrides: Partial<TAdminProduct> = {}): TAdminProduct => ({
  ...productFixture({
    images: [
      { id: 10, image: '/i/1.webp', thumbnail: '/t/1.webp' },
      { id: 11, image: '/i/2.webp', thumbnail: '/t/2.webp' },
    ],
    specifications: [{ name: 'Марка', value: 'М150' }],
  }),
  changes: [],
  moderated_at: null,
  ...overrides,
});

function render(products: TAdminProduct[], status: TAdminProduct['status'] = 'moderation') {
  return renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <AdminProductsList
          products={products}
          status={status}
          pendingId={null}
          onApprove={() => {}}
          onReject={() => {}}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
}

describe('the moderation queue', () => {
  it('shows a queued product with its pictures, fields, seller and both decisions', () => {
    const html = render([queued()]);
    expect(html).toContain('src="/t/1.webp"');
    expect(html).toContain('src="/t/2.webp"');
    expect(html).toContain('Кирпич облицовочный');
    expect(html).toContain('Красный, М150');
    expect(html).toContain('Марка');
    expect(html).toMatch(/<a[^>]*href="\/company\/7"[^>]*>ООО «Ромашка»<\/a>/);
    expect(html).toContain('ИНН 7707083893');
    expect(html).toMatch(/<button[^>]*>[\s\S]*?Одобрить/);
    expect(html).toMatch(/<button[^>]*>[\s\S]*?Отклонить/);
    expect(html).not.toContain('data-testid="product-changes"');
  });

  it('shows what an edited product changed since approval, field by field', () => {
    const html = render([
      queued({
        changes: [
          { field: 'price', before: 1500, after: 1400 },
          { field: 'tags', before: ['кирпич', 'М150'], after: [] },
          { field: 'images', before: ['/t/1.webp'], after: ['/t/1.webp', '/t/9.webp'] },
        ],
      }),
    ]);
    expect(html).toContain('data-testid="product-changes"');
    expect(html).toMatch(/<td>Цена<\/td><td[^>]*>1500<\/td><td[^>]*>1400<\/td>/);
    expect(html).toMatch(/<td>Теги<\/td><td[^>]*>кирпич; М150<\/td><td[^>]*>—<\/td>/);
    expect(html).toMatch(/<td>Фотографии<\/td><td[^>]*><span[^>]*><img[^>]*src="\/t\/1.webp"[\s\S]*?src="\/t\/9.webp"/);
  });

  it('offers no decision on a decided product and shows the rejection reason', () => {
    const html = render([queued({ status: 'rejected', reject_reason: 'Нет сертификата' })], 'rejected');
    expect(html).not.toContain('Одобрить');
    expect(html).toContain('Причина отказа: Нет сертификата');
  });

  it('says when the queue is empty', () => {
    expect(render([])).toContain('Очередь пуста');
  });

  it('formats changed values for reading', () => {
    expect(changeValueText(null)).toBe('—');
    expect(changeValueText('')).toBe('—');
    expect(changeValueText('Кирпич')).toBe('Кирпич');
    expect(changeValueText(12.5)).toBe('12.5');
    expect(changeValueText({ a: 1 })).toBe('{"a":1}');
    expect(
      changeValueText([
        { name: 'Вес', value: '3', unit: 'кг' },
        { name: 'Цвет', value: 'красный' },
      ]),
    ).toBe('Вес: 3 кг; Цвет: красный');
  });

  it('requires a reason to reject', () => {
    expect(rejectReasonProblem('   ')).toBe('seller.admin.reasonRequired');
    expect(rejectReasonProblem('Нет фото')).toBeNull();
  });

  it('approves and rejects through the admin API', async () => {
    const calls: { url: string; method: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, method: String(init.method), body: init.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(queued({ status: 'published' })), { status: 200 });
    });
    await decideProduct({ id: 5, decision: 'approve' });
    await decideProduct({ id: 6, decision: 'reject', reason: 'Нет фото' });
    expect(calls).toEqual([
      { url: '/api/v1/admin/products/5/approve/', method: 'POST', body: null },
      { url: '/api/v1/admin/products/6/reject/', method: 'POST', body: { reason: 'Нет фото' } },
    ]);
  });
});
