import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  demoPictureDesigns,
  generateDemoMarketplace,
  type TDemoCategory,
  type TMarketplaceInput,
} from './marketplace.ts';
import { DEMO_CATALOGUE } from './marketplace-catalogue.ts';
import { demoPictureKeys, demoPictureSvg } from './marketplace-pictures.ts';

/** The catalogue's leaves as the tree would give them, with made-up ids. */
const CATEGORIES: TDemoCategory[] = Object.entries(DEMO_CATALOGUE).flatMap(([rootName, leaves], r) =>
  Object.keys(leaves).map((name, i) => ({
    id: 100 * (r + 1) + i,
    name,
    rootName,
    rootSlug: `root-${r}`,
    position: i + 1,
    hue: 30 * r,
  })),
);
const INPUT: TMarketplaceInput = {
  seed: 7,
  referenceDate: '2026-11-01',
  count: 2_000,
  firstId: 1,
  categories: CATEGORIES,
  sellers: Array.from({ length: 60 }, (_, i) => ({ id: i + 1, soleTrader: i % 4 === 0 })),
  buyers: Array.from({ length: 20 }, (_, i) => 1_000 + i),
};

describe('generateDemoMarketplace', () => {
  const market = generateDemoMarketplace(INPUT);

  it('is the same for the same seed and differs for another', () => {
    expect(generateDemoMarketplace(INPUT)).toEqual(market);
    const other = generateDemoMarketplace({ ...INPUT, seed: 8 });
    expect(other.products.map((p) => p.name)).not.toEqual(market.products.map((p) => p.name));
  });

  it('makes the requested products with consecutive ids over every category and seller', () => {
    expect(market.products.map((p) => p.id)).toEqual(Array.from({ length: 2_000 }, (_, i) => i + 1));
    expect(new Set(market.products.map((p) => p.categoryId)).size).toBe(CATEGORIES.length);
    expect(new Set(market.products.map((p) => p.sellerId)).size).toBeGreaterThan(40);
  });

  it('prices within the catalogue, sale prices strictly below prices, VAT 20, 10 or none', () => {
    for (const p of market.products) {
      const category = CATEGORIES.find((c) => c.id === p.categoryId) as TDemoCategory;
      const item = DEMO_CATALOGUE[category.rootName]?.[category.name]?.items.find(([name]) => name === p.name);
      expect(item, p.name).toBeDefined();
      expect(p.price).toBeGreaterThan(0);
      expect(p.price).toBeGreaterThanOrEqual(Math.floor((item?.[1] ?? 0) * 0.99));
      if (p.salePrice !== null) expect(p.salePrice).toBeLessThan(p.price);
      expect([null, 10, 20]).toContain(p.vatRate);
    }
    expect(market.products.filter((p) => p.salePrice !== null).length).toBeGreaterThan(200);
  });

  it('keeps some products in moderation and a few rejected with a reason, without likes or reviews', () => {
    const hidden = market.products.filter((p) => p.status !== 'published');
    expect(hidden.filter((p) => p.status === 'moderation').length).toBe(16);
    expect(hidden.filter((p) => p.status === 'rejected').every((p) => (p.rejectReason ?? '').length > 10)).toBe(true);
    expect(hidden.every((p) => p.likesCount === 0 && p.reviewsCount === 0 && p.publishedAt === null)).toBe(true);
  });

  it('gives one to four distinct pictures, the leaf picture first', () => {
    for (const p of market.products) {
      expect(p.pictures.length).toBeGreaterThanOrEqual(1);
      expect(p.pictures.length).toBeLessThanOrEqual(4);
      expect(new Set(p.pictures.map((picture) => picture.key)).size).toBe(p.pictures.length);
      const category = CATEGORIES.find((c) => c.id === p.categoryId) as TDemoCategory;
      expect(p.pictures[0]?.key).toBe(demoPictureKeys({ ...category, variant: 0, leaf: category.position }).key);
    }
    const designs = demoPictureDesigns(CATEGORIES);
    const stored = new Set(designs.map((d) => demoPictureKeys(d).key));
    expect(market.products.every((p) => p.pictures.every((picture) => stored.has(picture.key)))).toBe(true);
  });

  it('counts likes and reviews from the favorites and reviews it makes', () => {
    for (const p of market.products.slice(0, 300)) {
      expect(market.favorites.filter((f) => f.productId === p.id).length).toBe(p.likesCount);
      const reviews = market.reviews.filter((r) => r.productId === p.id);
      expect(reviews.length).toBe(p.reviewsCount);
      if (reviews.length > 0)
        expect(p.rating).toBeCloseTo(reviews.reduce((sum, r) => sum + r.stars, 0) / reviews.length, 2);
      else expect(p.rating).toBeNull();
    }
  });
});

describe('demo pictures', () => {
  it('are stored under distinct keys named like uploaded pictures, the same on every load', () => {
    const designs = demoPictureDesigns(CATEGORIES);
    const keys = designs.map(demoPictureKeys);
    expect(new Set(keys.map((k) => k.key)).size).toBe(designs.length);
    for (const { key, thumbKey } of keys) {
      expect(key).toMatch(/^products\/[0-9a-f-]{36}\.webp$/);
      expect(thumbKey).toBe(key.replace(/\.webp$/, '-thumb.webp'));
    }
    expect(demoPictureDesigns(CATEGORIES).map(demoPictureKeys)).toEqual(keys);
  });

  it('draw as a 1600×1200 picture with the category name as its caption', async () => {
    const svg = demoPictureSvg({ rootSlug: 'textile', name: 'Средства & защиты', hue: 330, variant: 0, leaf: 2 });
    expect(svg).toContain('Средства &amp; защиты');
    expect(await sharp(Buffer.from(svg)).metadata()).toMatchObject({ width: 1600, height: 1200 });
  });
});
