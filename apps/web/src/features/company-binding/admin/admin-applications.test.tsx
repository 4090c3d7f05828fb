import { MantineProvider } from '@mantine/core';
import type { TAdminCompanyBinding } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, loadAreaTexts } from '../../../lib/i18n.ts';
import { decideBinding } from '../api/admin-bindings.ts';
import { ApplicationReview } from './application-review.tsx';
import { bindingRejectProblem } from './binding-dialogs.tsx';

beforeAll(async () => {
  await changeLanguage('ru');
  await loadAreaTexts('admin');
});
afterEach(() => vi.unstubAllGlobals());

const inline = (file: string) => `/api/v1/admin/company-bindings/7/documents/${file}/?token=1.0.9.sig`;

function application(overrides: Partial<TAdminCompanyBinding> = {}): TAdminCompanyBinding {
  const file = (name: string, content_type: string) => ({ name, content_type, size: 10, url: `/f/${name}` });
  return {
    id: 7,
    status: 'pending',
    inn: '7707083893',
    company: { kind: 'company', id: 3, name: 'ООО "Ромашка"', ogrn: '1027700132195' },
    files: {
      passport: file('паспорт.pdf', 'application/pdf'),
      contract: file('договор.png', 'image/png'),
      document: file('устав.jpg', 'image/jpeg'),
    },
    inline_files: { passport: inline('passport'), contract: inline('contract'), document: inline('document') },
    created_at: '2026-05-01T10:00:00Z',
    reviewed_at: null,
    reject_reason: null,
    user: { id: 5, email: 'seller@example.ru', full_name: 'Вера Поставщикова' },
    representative: null,
    ...overrides,
  };
}

const render = (value: TAdminCompanyBinding) =>
  renderToStaticMarkup(
    <MantineProvider>
      <ApplicationReview application={value} pending={false} onApprove={() => {}} onReject={() => {}} />
    </MantineProvider>,
  );

describe('an application under review', () => {
  it('shows the PDF in a frame and the pictures as images, from the signed inline addresses', () => {
    const html = render(application());
    expect(html).toContain(`<iframe class="`);
    expect(html).toContain(`src="${inline('passport').replaceAll('&', '&amp;')}"`);
    expect(
      html.match(/<img [^>]*src="\/api\/v1\/admin\/company-bindings\/7\/documents\/(contract|document)\//g),
    ).toHaveLength(2);
    expect(html).not.toContain('/f/паспорт.pdf');
    expect(html).toContain('ООО &quot;Ромашка&quot;');
    expect(html).toContain('ИНН 7707083893');
    expect(html).toContain('ОГРН 1027700132195');
    expect(html).toContain('Вера Поставщикова · seller@example.ru');
    expect(html).toContain('Одобрить');
    expect(html).toContain('Отклонить');
  });

  it('names the current representative, and offers no decisions once decided', () => {
    const html = render(
      application({
        status: 'rejected',
        reject_reason: 'Паспорт нечитаем',
        representative: { id: 9, email: 'old@example.ru', full_name: 'Глеб Прежний' },
      }),
    );
    expect(html).toContain('Глеб Прежний · old@example.ru');
    expect(html).toContain('Паспорт нечитаем');
    expect(html).toContain('Отклонена');
    expect(html).not.toContain('Одобрить');
  });

  it('requires a reason of at most 1000 characters to reject', () => {
    expect(bindingRejectProblem('  ')).toBe('admin.applications.reasonRequired');
    expect(bindingRejectProblem('x'.repeat(1001))).toBe('admin.applications.reasonTooLong');
    expect(bindingRejectProblem('Договор не подписан')).toBeNull();
  });

  it('approves, transfers and rejects through the admin API', async () => {
    const calls: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(application({ status: 'approved' })), { status: 200 });
    });
    await decideBinding({ id: 5, decision: 'approve', transfer: false });
    await decideBinding({ id: 5, decision: 'approve', transfer: true });
    await decideBinding({ id: 6, decision: 'reject', reason: 'Нет подписи' });
    expect(calls).toEqual([
      { url: '/api/v1/admin/company-bindings/5/approve/', body: { transfer: false } },
      { url: '/api/v1/admin/company-bindings/5/approve/', body: { transfer: true } },
      { url: '/api/v1/admin/company-bindings/6/reject/', body: { reason: 'Нет подписи' } },
    ]);
  });
});
