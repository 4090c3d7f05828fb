import { MantineProvider } from '@mantine/core';
import type { TSeller } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, loadAreaTexts } from '../../../lib/i18n.ts';
import { mySellersQueryOptions } from '../api/my-sellers.ts';
import { CompaniesBlock, initialOf } from './companies-block.tsx';
import { SellerImagesEditor } from './seller-images-editor.tsx';

beforeAll(async () => {
  await changeLanguage('ru');
  await loadAreaTexts('profile');
});

const USER_ID = 3;

function seller(overrides: Partial<TSeller> = {}): TSeller {
  return {
    id: 7,
    kind: 'company',
    name: 'ООО "Ромашка"',
    name_full: 'ОБЩЕСТВО С ОГРАНИЧЕННОЙ ОТВЕТСТВЕННОСТЬЮ "РОМАШКА"',
    inn: '7707083893',
    ogrn: '1027700132195',
    status: { name: 'Действует', class: 'active' },
    region: null,
    address: null,
    website: null,
    avatar: null,
    image: null,
    representative: USER_ID,
    card_path: '/counter-parties/7707083893',
    products_count: 0,
    ...overrides,
  };
}

function render(node: ReactNode, sellers?: TSeller[]) {
  const queryClient = new QueryClient();
  if (sellers) queryClient.setQueryData(mySellersQueryOptions(USER_ID).queryKey, sellers);
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('CompaniesBlock', () => {
  it('lists each seller with its logo, marketplace page and report', () => {
    const html = render(<CompaniesBlock userId={USER_ID} />, [
      seller({ avatar: '/api/v1/media/sellers/logo.webp' }),
      seller({
        id: 8,
        kind: 'entrepreneur',
        name: 'ИП Иванов Иван',
        inn: '500100732259',
        card_path: '/counter-parties/500100732259',
      }),
    ]);
    expect(html.match(/data-testid="profile-seller"/g)?.length).toBe(2);
    expect(html).toMatch(/<img[^>]*src="\/api\/v1\/media\/sellers\/logo\.webp"/);
    expect(html).toMatch(/<a[^>]*href="\/company\/7"[^>]*>ООО &quot;Ромашка&quot;<\/a>/);
    expect(html).toMatch(/<a[^>]*href="\/company\/8"[^>]*>ИП Иванов Иван<\/a>/);
    expect(html).toMatch(/href="\/counter-parties\/500100732259"/);
    expect(html).toContain('Логотип и обложка');
  });

  it('says there are none yet and shows the way to apply', () => {
    const html = render(<CompaniesBlock userId={USER_ID} />, []);
    expect(html).toContain('Вы пока не представляете ни одну компанию');
    expect(html).toMatch(/href="\/profile\/add-company"/);
  });

  it('shows skeletons while the list loads', () => {
    expect(render(<CompaniesBlock userId={USER_ID} />)).toContain('mantine-Skeleton-root');
  });
});

describe('SellerImagesEditor', () => {
  it('offers to upload a missing logo and cover, images only', () => {
    const html = render(<SellerImagesEditor seller={seller()} userId={USER_ID} />);
    expect(html).toContain('data-testid="seller-avatar-empty"');
    expect(html).toContain('data-testid="seller-image-empty"');
    expect(html.match(/>Загрузить</g)?.length).toBe(2);
    expect(html).not.toContain('Удалить');
    expect(html).toContain('accept="image/jpeg,image/png,image/webp"');
  });

  it('previews the current pictures and offers to replace or remove them', () => {
    const html = render(
      <SellerImagesEditor
        seller={seller({ avatar: '/api/v1/media/sellers/a.webp', image: '/api/v1/media/sellers/b.webp' })}
        userId={USER_ID}
      />,
    );
    expect(html).toMatch(/<img[^>]*src="\/api\/v1\/media\/sellers\/a\.webp"/);
    expect(html).toMatch(/<img[^>]*src="\/api\/v1\/media\/sellers\/b\.webp"/);
    expect(html.match(/>Заменить</g)?.length).toBe(2);
    expect(html.match(/>Удалить</g)?.length).toBe(2);
  });
});

describe('initialOf', () => {
  it('skips the legal form and quotes', () => {
    expect(initialOf('ООО "Ромашка"')).toBe('Р');
    expect(initialOf('ИП Иванов Иван')).toBe('И');
    expect(initialOf('«Альфа»')).toBe('А');
  });
});
