import { MantineProvider } from '@mantine/core';
import type { TCompanyBinding } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadAreaTexts } from '../../../lib/i18n.ts';
import { ApplicationItem } from './add-company-form.tsx';

beforeAll(async () => {
  await changeLanguage('ru');
  await loadAreaTexts('profile');
});

const file = { name: 'a.pdf', content_type: 'application/pdf', size: 10, url: '/x' };

function application(company: TCompanyBinding['company'], inn: string): TCompanyBinding {
  return {
    id: 1,
    status: 'pending',
    inn,
    company,
    files: { passport: file, contract: file, document: file },
    created_at: '2026-05-01T10:00:00Z',
    reviewed_at: null,
    reject_reason: null,
  };
}

function render(value: TCompanyBinding) {
  return renderToStaticMarkup(
    <MantineProvider>
      <ul>
        <ApplicationItem application={value} />
      </ul>
    </MantineProvider>,
  );
}

describe('ApplicationItem', () => {
  it('names a sole trader as such, with the ОГРНИП', () => {
    const html = render(
      application(
        { kind: 'entrepreneur', id: 5, name: 'ИП Иванов Иван Иванович', ogrn: '304500116000157' },
        '500100732259',
      ),
    );
    expect(html).toContain('Индивидуальный предприниматель');
    expect(html).toContain('ИП Иванов Иван Иванович');
    expect(html).toContain('ИНН 500100732259');
    expect(html).toContain('ОГРНИП 304500116000157');
    expect(html).toContain('На рассмотрении');
  });

  it('names an organisation with its ОГРН', () => {
    const html = render(
      application({ kind: 'company', id: 3, name: 'ООО "Ромашка"', ogrn: '1027700132195' }, '7707083893'),
    );
    expect(html).toContain('Организация');
    expect(html).toContain('ОГРН 1027700132195');
    expect(html).not.toContain('ОГРНИП');
  });
});
