import type { TCompanyHit } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '../../../../lib/i18n.ts';
import { SearchHit } from './search-hit.tsx';

const hit = (kind: TCompanyHit['kind'], head: string): TCompanyHit => ({
  id: 1,
  kind,
  inn: kind === 'company' ? '7707083893' : '500100732259',
  ogrn: kind === 'company' ? '1027700132195' : '304500116000157',
  name: kind === 'company' ? 'ООО «Ромашка»' : 'ИП Гончарова Яна Петровна',
  name_full: kind === 'company' ? 'ООО «Ромашка»' : 'Гончарова Яна Петровна',
  fio: kind === 'company' ? null : 'Гончарова Яна Петровна',
  head,
  legal_address: null,
  okved: null,
  region: null,
  status: { name: 'Действует', class: 'active' },
  registration_date: null,
});

const render = (value: TCompanyHit) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SearchHit hit={value} id="hit" active={false} onHover={() => {}} onOpen={() => {}} />
    </MemoryRouter>,
  );

describe('SearchHit', () => {
  it('names the director of a company', () => {
    expect(render(hit('company', 'Иванов Иван Иванович'))).toContain('Руководитель');
  });

  it('does not name a sole trader as their own director', () => {
    const html = render(hit('entrepreneur', 'Гончарова Яна Петровна'));
    expect(html).not.toContain('Руководитель');
    expect(html.match(/Гончарова Яна Петровна/g)?.length ?? 0).toBeLessThanOrEqual(1);
  });
});
