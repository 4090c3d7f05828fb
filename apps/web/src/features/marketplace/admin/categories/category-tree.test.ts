import type { TAdminCategory } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { categoryPathName, categoryTreeOf, deleteBlock, mergeTargets, movedOrder } from './category-tree.ts';

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

const ROWS = [row(1, null, { children: 2 }), row(2, null), row(3, 1, { products: 4 }), row(4, 1)];

describe('category tree helpers', () => {
  it('groups children under their roots in the given order', () => {
    const tree = categoryTreeOf(ROWS);
    expect(tree.map((node) => [node.id, node.childNodes.map((child) => child.id)])).toEqual([
      [1, [3, 4]],
      [2, []],
    ]);
  });

  it('moves a category one place and refuses to move past either end', () => {
    const level = [{ id: 3 }, { id: 4 }, { id: 5 }];
    expect(movedOrder(level, 4, -1)).toEqual([4, 3, 5]);
    expect(movedOrder(level, 4, 1)).toEqual([3, 5, 4]);
    expect(movedOrder(level, 3, -1)).toBeNull();
    expect(movedOrder(level, 5, 1)).toBeNull();
  });

  it('says why a category in use cannot be deleted', () => {
    expect(deleteBlock(ROWS[2] as TAdminCategory)).toEqual({
      key: 'admin.categories.delete.blockedProducts',
      values: { count: 4 },
    });
    expect(deleteBlock(ROWS[0] as TAdminCategory)?.key).toBe('admin.categories.delete.blockedChildren');
    expect(deleteBlock(ROWS[3] as TAdminCategory)).toBeNull();
  });

  it('offers merges only into other categories without children, named with their root', () => {
    const source = ROWS[2] as TAdminCategory;
    expect(mergeTargets(ROWS, source).map((item) => item.id)).toEqual([2, 4]);
    expect(categoryPathName(ROWS, ROWS[3] as TAdminCategory)).toBe('Категория 1 / Категория 4');
  });
});
