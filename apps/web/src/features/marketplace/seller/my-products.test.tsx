import { MantineProvider } from '@mantine/core';
import type { TProductListItem } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { DeleteProductBody } from './delete-product-dialog.tsx';
import { isEditable, MyProductsView, type TMyProductsViewProps } from './my-products.tsx';
import { productFixture } from './testing/products.ts';

beforeAll(() => loadAreaTexts('seller'));

const seller = { id: 7, name: 'ООО «Ромашка»', inn: '7707083893' };

function render(props: Partial<TMyProductsViewProps>) {
  return renderToStaticMarkup(
    <MantineProvider>
      <MemoryRouter>
        <MyProductsView
          sellers={[seller]}
          products={[]}
          categories={[]}
          failed={null}
          savedProduct={null}
          deletedProduct={null}
          onDismissNotice={() => {}}
          onDelete={() => {}}
          {...props}
        />
      </MemoryRouter>
    </MantineProvider>,
  );
}

const items: TProductListItem[] = [
  productFixture({ id: 1, name: 'Кирпич на модерации', status: 'moderation' }),
  productFixture({ id: 2, name: 'Цемент опубликован', status: 'published', is_published: true, sale_price: 1200 }),
  productFixture({ id: 3, name: 'Песок отклонён', status: 'rejected', reject_reason: 'Нет фото товара' }),
];

describe('MyProductsView', () => {
  it('shows skeletons while loading and a retry when loading failed', () => {
    expect(render({ products: undefined })).toContain('aria-busy="true"');
    const failed = render({ failed: { error: new Error('x'), refetch: () => {}, isFetching: false } });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain('Не удалось загрузить ваши товары');
    expect(failed).toContain('Повторить');
  });

  it('invites a seller without products to create the first card', () => {
    const html = render({});
    expect(html).toMatch(/<a[^>]*href="\/profile\/products\/add"[^>]*>[\s\S]*?Создать карточку/);
    expect(html).toMatch(/<a[^>]*href="\/profile\/products\/upload"[^>]*>[\s\S]*?Загрузить файлом/);
    expect(html).toContain('У вас пока нет товаров');
  });

  it('explains to a user without a company how to become a seller, with no create button', () => {
    const html = render({ sellers: [] });
    expect(html).toContain('data-testid="no-company"');
    expect(html).toMatch(/<a[^>]*href="\/profile\/add-company"/);
    expect(html).not.toContain('/profile/products/add');
    expect(html).not.toContain('/profile/products/upload');
  });

  it('lists each product with its price, likes, views and badge; edit for published and rejected, delete for all', () => {
    const html = render({ products: items });
    expect(html.match(/data-testid="my-product"/g)).toHaveLength(3);
    expect(html).toContain('На модерации');
    expect(html).toContain('Опубликован');
    expect(html).toContain('Отклонён');
    expect(html).toContain('Причина отказа: Нет фото товара');
    expect(html).toContain('Нравится: 3');
    expect(html).toContain('Просмотры: 42');
    expect(html).toContain('src="/media/p/1-thumb.webp"');
    // On moderation a product waits for the decision; a rejected one is fixed and goes to moderation again.
    expect(html.match(/href="\/profile\/products\/edit\/\d+"/g)).toEqual([
      'href="/profile/products/edit/2"',
      'href="/profile/products/edit/3"',
    ]);
    expect(html.match(/после сохранения он снова уйдёт на модерацию/g)).toHaveLength(1);
    expect(html).toContain('aria-label="Удалить товар «Кирпич на модерации»"');
    expect(html).toContain('aria-label="Удалить товар «Цемент опубликован»"');
    expect(html).toContain('aria-label="Удалить товар «Песок отклонён»"');
    expect(html).toContain('Категории');
  });

  it('says the saved product went to moderation', () => {
    const html = render({ products: items, savedProduct: 'Кирпич' });
    expect(html).toContain('Товар «Кирпич» отправлен на модерацию');
  });

  it('says the deleted product is gone', () => {
    const html = render({ products: items, deletedProduct: 'Щебень' });
    expect(html).toContain('Товар «Щебень» удалён.');
  });

  it('says which products may be edited', () => {
    expect(isEditable({ status: 'published' })).toBe(true);
    expect(isEditable({ status: 'rejected' })).toBe(true);
    expect(isEditable({ status: 'moderation' })).toBe(false);
  });
});

describe('DeleteProductBody', () => {
  it('asks before deleting, in the words of the spec, and shows a failure', () => {
    const body = (failed: boolean) =>
      renderToStaticMarkup(
        <MantineProvider>
          <DeleteProductBody name="Цемент" pending={false} failed={failed} onCancel={() => {}} onConfirm={() => {}} />
        </MantineProvider>,
      );
    const html = body(false);
    expect(html).toContain('Удалить товар «Цемент»? Это действие нельзя отменить.');
    expect(html).toContain('Отмена');
    expect(html).toMatch(/<button[^>]*>[\s\S]*?Удалить/);
    expect(html).not.toContain('role="alert"');
    expect(body(true)).toContain('Не удалось удалить товар');
  });
});
