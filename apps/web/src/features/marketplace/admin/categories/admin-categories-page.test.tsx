import { MantineProvider } from '@mantine/core';
import type { TAdminCategory } from '@sverka/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAreaTexts } from '../../../../lib/i18n.ts';
import { AdminCategoryTree, type TCategoryRowActions } from './admin-categories-page.tsx';

beforeAll(() => loadAreaTexts('admin'));

const row = (id: number, parent: number | null, fields: Partial<TAdminCategory> = {}): TAdminCategory => ({
  id,
  name: `Категория ${id}`,
  parent,
  image: null,
  position: 0,
  products: 0,
  children: 0,
  ...fields,
});

const ACTIONS: TCategoryRowActions = {
  onMove: () => {},
  onEdit: () => {},
  onDelete: () => {},
  onMerge: () => {},
  moving: false,
};

describe('the category tree', () => {
  it('disables delete with the reason for a category in use, and keeps it for an unused one', () => {
    const html = renderToStaticMarkup(
      <MantineProvider>
        <AdminCategoryTree
          rows={[row(1, null, { children: 2 }), row(2, 1, { products: 5 }), row(3, 1)]}
          actions={ACTIONS}
        />
      </MantineProvider>,
    );
    expect(html).toContain('Нельзя удалить: в категории товаров — 5. Объедините её с другой');
    expect(html).toContain('Нельзя удалить: в категории подкатегорий — 2');
    expect(html).toContain('Удалить категорию «Категория 3»');
    // The first of a level cannot go up, the last cannot go down.
    expect(html).toMatch(
      /disabled=""[^>]*aria-label="Поднять «Категория 2» выше"|aria-label="Поднять «Категория 2» выше"[^>]*disabled/,
    );
  });
});
