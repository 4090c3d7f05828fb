import { MantineProvider } from '@mantine/core';
import type { TProductImage } from '@sverka/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../lib/i18n.ts';
import { ProductForm } from './product-form.tsx';
import { productFixture } from './testing/products.ts';

beforeAll(() => loadAreaTexts('seller'));

const sellers = [{ id: 7, name: 'ООО «Ромашка»', inn: '7707083893' }];
const categories = [
  { id: 1, name: 'Стройматериалы', image: null, childrens: [{ id: 12, name: 'Кирпич', image: null, childrens: [] }] },
];
const pictures = (count: number): TProductImage[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    image: `/i/${index}.webp`,
    thumbnail: `/t/${index}.webp`,
  }));

function render(images: number | null, manySellers = false) {
  const product = images === null ? null : productFixture({ images: pictures(images) });
  return renderToStaticMarkup(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProductForm
            product={product}
            sellers={manySellers ? [...sellers, { id: 8, name: 'ИП Иванов', inn: '500100732259' }] : sellers}
            categories={categories}
            onSaved={() => {}}
            onCancel={() => {}}
          />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const pickerButton = (html: string) => /<button[^>]*data-testid="product-image-picker"[^>]*>/.exec(html)?.[0] ?? null;

describe('ProductForm', () => {
  it('has every field and the «Разместить» button, with the only company chosen', () => {
    const html = render(null);
    for (const label of [
      'Название',
      'Компания',
      'Описание',
      'Категория',
      'Цена, ₽',
      'Скидочная цена, ₽',
      'В наличии, шт.',
      'Характеристики',
      'Теги',
      'Фотографии',
    ])
      expect(html, label).toContain(`${label}`);
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*?Разместить/);
    expect(html).toContain('value="ООО «Ромашка» (7707083893)"');
  });

  it('leaves the company to choose when the user has several', () => {
    expect(render(null, true)).not.toContain('value="ООО «Ромашка» (7707083893)"');
  });

  it('keeps the picker open below 7 pictures, disables it at 7 and hides it at 8', () => {
    const six = pickerButton(render(6));
    expect(six).not.toBeNull();
    expect(six).not.toContain('disabled');
    expect(pickerButton(render(7))).toContain('disabled');
    const eight = render(8);
    expect(pickerButton(eight)).toBeNull();
    expect(eight).toContain('Добавлено максимальное число фотографий');
  });

  it('fills an edited product with its values, prices with a decimal comma', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <ProductForm
              product={productFixture({ price: 1500.5, sale_price: 1200, tags: [{ id: 1, name: 'М150' }] })}
              sellers={sellers}
              categories={categories}
              onSaved={() => {}}
              onCancel={() => {}}
            />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(html).toContain('value="1500,5"');
    expect(html).toContain('value="1200"');
    expect(html).toContain('value="Кирпич облицовочный"');
    expect(html).toContain('aria-label="Удалить тег М150"');
    expect(html).toContain('src="/media/p/1-thumb.webp"');
  });
});
