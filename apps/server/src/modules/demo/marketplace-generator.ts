import { parseDay } from './dates.ts';
import {
  COMMON_TAGS,
  DEMO_CATALOGUE,
  DEMO_REJECT_REASONS,
  DEMO_REVIEWS,
  DESCRIPTION_ENDINGS,
  type TCatalogueLeaf,
} from './marketplace-catalogue.ts';
import { demoPictureKeys, GALLERY_VARIANTS, type TDemoPicture, type TPictureDesign } from './marketplace-pictures.ts';
import { Random, WeightedPicker } from './random.ts';

/**
 * What the demo marketplace sells, generated from the seed without the database: products over the leaf
 * categories with their pictures' designs, tags, and the demo buyers' favorites and reviews. marketplace.ts
 * reads the categories, sellers and buyers it needs and loads the result.
 */

/** Every n-th product waits for moderation, every m-th was rejected, so the admin's queue is never empty. */
const MODERATION_EVERY = 125;
const REJECTED_EVERY = 997;

/** A leaf category of the tree the catalogue knows goods of. */
export type TDemoCategory = {
  id: number;
  name: string;
  rootName: string;
  /** The slug of the root's tile picture (`/img/categories/<slug>.svg`): names its icon and picture keys. */
  rootSlug: string;
  /** 1-based position under the root. */
  position: number;
  hue: number;
};

export type TDemoSeller = { id: number; soleTrader: boolean };

export type TDemoProductRow = {
  id: number;
  sellerId: number;
  categoryId: number;
  name: string;
  description: string;
  price: number;
  salePrice: number | null;
  vatRate: number | null;
  inStock: number;
  specifications: { name: string; value: string; unit?: string }[];
  tags: string[];
  status: 'published' | 'moderation' | 'rejected';
  rejectReason: string | null;
  createdAt: string;
  publishedAt: string | null;
  likesCount: number;
  viewsCount: number;
  rating: number | null;
  reviewsCount: number;
  pictures: TDemoPicture[];
};

export type TDemoFavorite = { userId: number; productId: number; createdAt: string };
export type TDemoReview = { productId: number; userId: number; stars: number; content: string; createdAt: string };

export type TDemoMarketplace = { products: TDemoProductRow[]; favorites: TDemoFavorite[]; reviews: TDemoReview[] };

export type TMarketplaceInput = {
  seed: number;
  referenceDate: string;
  count: number;
  firstId: number;
  categories: readonly TDemoCategory[];
  sellers: readonly TDemoSeller[];
  buyers: readonly number[];
};

const STAR_PICKER = new WeightedPicker<1 | 2 | 3 | 4 | 5>([
  [5, 52],
  [4, 30],
  [3, 11],
  [2, 4],
  [1, 3],
]);
const DAY_MS = 86_400_000;
/** Root hues around the colour wheel, in the order migration 0022 lists the roots. */
export const ROOT_HUES: Readonly<Record<string, number>> = {
  construction: 24,
  equipment: 210,
  electrical: 48,
  office: 230,
  it: 195,
  food: 8,
  agro: 105,
  transport: 265,
  chemistry: 170,
  textile: 330,
  packaging: 35,
  services: 285,
};

function leafOf(category: TDemoCategory): TCatalogueLeaf {
  const leaf = DEMO_CATALOGUE[category.rootName]?.[category.name];
  if (!leaf) throw new Error(`No demo goods for the category «${category.name}»`);
  return leaf;
}

/** A price people would write: whole rubles, tens from a thousand, hundreds from a hundred thousand. */
function roundPrice(value: number): number {
  const step = value >= 100_000 ? 100 : value >= 1_000 ? 10 : 1;
  return Math.max(1, Math.round(value / step) * step);
}

/** Every tag the demo catalogue uses, once. */
export function demoTagNames(): string[] {
  const names = new Set<string>(COMMON_TAGS);
  for (const root of Object.values(DEMO_CATALOGUE))
    for (const leaf of Object.values(root)) for (const tag of leaf.tags) names.add(tag);
  return [...names];
}

/** A leaf's main picture: its name over the root's icon. */
function mainDesign(category: TDemoCategory): TPictureDesign {
  return { rootSlug: category.rootSlug, name: category.name, hue: category.hue, variant: 0, leaf: category.position };
}

/** One of the root's gallery pictures, shared by the goods of all its leaves. */
function galleryDesign(category: TDemoCategory, variant: number): TPictureDesign {
  return {
    rootSlug: category.rootSlug,
    name: category.rootName,
    hue: ROOT_HUES[category.rootSlug] ?? 200,
    variant,
    leaf: null,
  };
}

/** The pictures the catalogue of `categories` shows: a main one per leaf, gallery variants per root. */
export function demoPictureDesigns(categories: readonly TDemoCategory[]): TPictureDesign[] {
  const designs: TPictureDesign[] = categories.map(mainDesign);
  const roots = new Map<string, TDemoCategory>();
  for (const category of categories) if (!roots.has(category.rootSlug)) roots.set(category.rootSlug, category);
  for (const category of roots.values())
    for (let variant = 1; variant <= GALLERY_VARIANTS; variant++) designs.push(galleryDesign(category, variant));
  return designs;
}

/**
 * The demo catalogue for `input`: the same input always gives the same
 * products, pictures, favorites and reviews. Pure, so tests check it without
 * a database.
 */
export function generateDemoMarketplace(input: TMarketplaceInput): TDemoMarketplace {
  const random = new Random(input.seed, 'marketplace');
  const { categories, sellers, buyers } = input;
  if (categories.length === 0 || sellers.length === 0) return { products: [], favorites: [], reviews: [] };
  const today = parseDay(input.referenceDate) * DAY_MS;
  // Each seller trades in one to three categories; the first ones cycle through the tree so every leaf has goods.
  const assortments = sellers.map((seller, i) => {
    const own = new Set<TDemoCategory>([categories[i % categories.length] as TDemoCategory]);
    for (let extra = random.int(0, 2); extra > 0; extra--) own.add(random.pick(categories));
    return { seller, categories: [...own] };
  });
  // A few large sellers and a long tail of small ones.
  const sellerPicker = new WeightedPicker(assortments.map((a) => [a, 1 + 12 * random.float() ** 4] as const));
  const products: TDemoProductRow[] = [];
  const favorites: TDemoFavorite[] = [];
  const reviews: TDemoReview[] = [];
  for (let n = 0; n < input.count; n++) {
    const id = input.firstId + n;
    const { seller, categories: own } = sellerPicker.pick(random);
    const category = random.pick(own);
    const leaf = leafOf(category);
    const [name, min, max] = random.pick(leaf.items);
    const price = roundPrice(min + (max - min) * random.float());
    const discounted = random.chance(0.25) ? roundPrice(price * (0.75 + 0.2 * random.float())) : null;
    const salePrice = discounted !== null && discounted < price ? discounted : null;
    // Most sole traders work under the simplified system, without VAT.
    const vatRate = seller.soleTrader && random.chance(0.7) ? null : (leaf.vat ?? 20);
    const article = `${category.rootSlug.slice(0, 3).toUpperCase()}-${String(random.int(10_000, 99_999))}`;
    const specifications: TDemoProductRow['specifications'] = [{ name: 'Артикул', value: article }];
    for (const [specName, values, unit] of leaf.specs)
      specifications.push({ name: specName, value: random.pick(values), ...(unit ? { unit } : {}) });
    const tags = random.sample(leaf.tags, random.int(1, 3));
    if (random.chance(0.4)) tags.push(random.pick(COMMON_TAGS.filter((t) => !tags.includes(t))));
    const endings = random.sample(DESCRIPTION_ENDINGS, random.int(1, 3));
    const description = [`${name}.`, leaf.about, ...endings].join(' ');
    const status: TDemoProductRow['status'] =
      n % MODERATION_EVERY === MODERATION_EVERY >> 1
        ? 'moderation'
        : n % REJECTED_EVERY === 500
          ? 'rejected'
          : 'published';
    const createdMs = today - random.int(1, 240) * DAY_MS + random.int(8 * 3600, 19 * 3600) * 1000;
    const publishedMs = createdMs + random.int(1_800, 6 * 3600) * 1000;
    const gallery = random.sample([1, 2, 3].slice(0, GALLERY_VARIANTS), random.int(0, GALLERY_VARIANTS));
    const pictures = [mainDesign(category), ...gallery.map((variant) => galleryDesign(category, variant))].map(
      demoPictureKeys,
    );
    const product: TDemoProductRow = {
      id,
      sellerId: seller.id,
      categoryId: category.id,
      name,
      description,
      price,
      salePrice,
      vatRate,
      inStock: random.chance(0.08) ? 0 : Math.floor(5 + 3000 * random.float() ** 3),
      specifications,
      tags,
      status,
      rejectReason: status === 'rejected' ? random.pick(DEMO_REJECT_REASONS) : null,
      createdAt: new Date(createdMs).toISOString(),
      publishedAt: status === 'published' ? new Date(publishedMs).toISOString() : null,
      likesCount: 0,
      viewsCount: 0,
      rating: null,
      reviewsCount: 0,
      pictures,
    };
    if (status === 'published') {
      // Popularity: most goods are seen a little, a few a lot; likes and reviews follow views.
      const popularity = random.float() ** 3;
      product.viewsCount = Math.round(popularity * 4_000) + random.int(0, 60);
      const likers = random.sample(buyers, Math.round(popularity * buyers.length * 0.4 + random.float()));
      for (const userId of likers)
        favorites.push({
          userId,
          productId: id,
          createdAt: new Date(publishedMs + (random.int(1, 60) * DAY_MS) / 2).toISOString(),
        });
      product.likesCount = likers.length;
      if (buyers.length > 0 && random.chance(0.15 + 0.5 * popularity)) {
        const reviewers = random.sample(buyers, random.int(1, Math.min(6, buyers.length)));
        let stars = 0;
        for (const userId of reviewers) {
          const given = STAR_PICKER.pick(random);
          stars += given;
          const createdAt = new Date(Math.min(today, publishedMs + random.int(1, 90) * DAY_MS)).toISOString();
          reviews.push({ productId: id, userId, stars: given, content: random.pick(DEMO_REVIEWS[given]), createdAt });
        }
        product.reviewsCount = reviewers.length;
        product.rating = Math.round((stars / reviewers.length) * 100) / 100;
      }
    }
    products.push(product);
  }
  return { products, favorites, reviews };
}
