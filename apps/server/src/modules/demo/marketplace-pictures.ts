import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { TStorage } from '../../lib/storage.ts';

/**
 * Pictures of demo products: a soft gradient, the root category's icon and a
 * caption, drawn as SVG and encoded the way uploaded product pictures are
 * (WebP 1600×1200 and a 400 px wide thumbnail). Encoding costs ~50 ms a
 * picture, so the demo draws a small fixed set — one main picture per leaf
 * category with its name, a few gallery variants per root — and products
 * share their stored keys. Keys are derived from the design, so a second load
 * finds them in the storage and draws nothing.
 */

/** Bumped whenever the drawing changes, so stored pictures of the old design are not reused. */
const DESIGN_VERSION = 1;
export const DEMO_PICTURE_WIDTH = 1600;
export const DEMO_PICTURE_HEIGHT = 1200;
const THUMB_WIDTH = 400;
/** Gallery pictures per root category: with the main picture, a product shows one to four. */
export const GALLERY_VARIANTS = 3;
/** Pictures encoded at once: libvips threads each encode, two keep both cores of a small machine busy. */
const ENCODES_IN_PARALLEL = 2;

export type TDemoPicture = { key: string; thumbKey: string; width: number; height: number };

/** What one picture shows. `variant` 0 is a leaf's main picture; 1… are the root's gallery pictures. */
export type TPictureDesign = { rootSlug: string; name: string; hue: number; variant: number; leaf: number | null };

/** Icons of the root categories (by the slug of their tile picture), drawn in a 600×600 box. */
const ICONS: Readonly<Record<string, string>> = {
  construction:
    '<path d="M60 300 L300 90 L540 300 Z" fill="COLOR"/><rect x="120" y="300" width="360" height="240" fill="COLOR"/><rect x="250" y="390" width="100" height="150" fill="#fff" opacity=".85"/>',
  equipment:
    '<circle cx="300" cy="300" r="190" fill="COLOR"/><circle cx="300" cy="300" r="80" fill="#fff" opacity=".9"/><g fill="COLOR"><rect x="260" y="40" width="80" height="120"/><rect x="260" y="440" width="80" height="120"/><rect x="40" y="260" width="120" height="80"/><rect x="440" y="260" width="120" height="80"/></g>',
  electrical: '<path d="M340 30 L110 340 L270 340 L230 570 L490 240 L330 240 Z" fill="COLOR"/>',
  office:
    '<rect x="130" y="60" width="340" height="480" rx="24" fill="COLOR"/><g fill="#fff" opacity=".85"><rect x="180" y="140" width="240" height="28" rx="14"/><rect x="180" y="220" width="240" height="28" rx="14"/><rect x="180" y="300" width="180" height="28" rx="14"/><rect x="180" y="380" width="220" height="28" rx="14"/></g>',
  it: '<rect x="60" y="90" width="480" height="320" rx="28" fill="COLOR"/><rect x="100" y="130" width="400" height="240" rx="10" fill="#fff" opacity=".85"/><rect x="250" y="410" width="100" height="90" fill="COLOR"/><rect x="170" y="490" width="260" height="40" rx="20" fill="COLOR"/>',
  food: '<circle cx="300" cy="340" r="200" fill="COLOR"/><path d="M300 150 C300 90 340 50 400 40 C400 100 360 140 300 150 Z" fill="COLOR"/><circle cx="230" cy="290" r="40" fill="#fff" opacity=".6"/>',
  agro: '<rect x="285" y="120" width="30" height="440" fill="COLOR"/><g fill="COLOR"><ellipse cx="240" cy="180" rx="45" ry="80" transform="rotate(-30 240 180)"/><ellipse cx="360" cy="180" rx="45" ry="80" transform="rotate(30 360 180)"/><ellipse cx="240" cy="320" rx="45" ry="80" transform="rotate(-30 240 320)"/><ellipse cx="360" cy="320" rx="45" ry="80" transform="rotate(30 360 320)"/><ellipse cx="300" cy="90" rx="40" ry="75"/></g>',
  transport:
    '<rect x="40" y="160" width="330" height="250" rx="20" fill="COLOR"/><path d="M370 240 L480 240 L560 330 L560 410 L370 410 Z" fill="COLOR"/><circle cx="150" cy="440" r="60" fill="COLOR"/><circle cx="460" cy="440" r="60" fill="COLOR"/><circle cx="150" cy="440" r="25" fill="#fff"/><circle cx="460" cy="440" r="25" fill="#fff"/>',
  chemistry:
    '<path d="M230 60 L370 60 L370 100 L350 100 L350 240 L520 520 Q530 550 500 550 L100 550 Q70 550 80 520 L250 240 L250 100 L230 100 Z" fill="COLOR"/><path d="M170 420 L430 420 L490 520 L110 520 Z" fill="#fff" opacity=".55"/>',
  textile:
    '<path d="M200 60 L300 110 L400 60 L560 160 L500 280 L440 250 L440 550 L160 550 L160 250 L100 280 L40 160 Z" fill="COLOR"/>',
  packaging:
    '<path d="M300 60 L540 170 L540 440 L300 550 L60 440 L60 170 Z" fill="COLOR"/><path d="M60 170 L300 280 L540 170 M300 280 L300 550" stroke="#fff" stroke-width="18" fill="none" opacity=".8"/>',
  services:
    '<rect x="60" y="180" width="480" height="330" rx="36" fill="COLOR"/><rect x="210" y="100" width="180" height="110" rx="24" fill="none" stroke="COLOR" stroke-width="36"/><rect x="60" y="300" width="480" height="24" fill="#fff" opacity=".7"/>',
};

/**
 * Where a design is stored: `products/<uuid>.webp` and `products/<uuid>-thumb.webp`, named like uploaded
 * pictures (the media route serves those names only), the uuid derived from everything the picture shows,
 * so every load finds the same keys and a renamed category gets a new picture.
 */
export function demoPictureKeys(design: TPictureDesign): TDemoPicture {
  const part = design.variant === 0 ? `leaf-${design.leaf}` : `gallery-${design.variant}`;
  const hex = createHash('sha256')
    .update(`sverka demo picture v${DESIGN_VERSION} ${design.rootSlug} ${part} ${design.name} ${design.hue}`)
    .digest('hex');
  const name = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  return {
    key: `products/${name}.webp`,
    thumbKey: `products/${name}-thumb.webp`,
    width: DEMO_PICTURE_WIDTH,
    height: DEMO_PICTURE_HEIGHT,
  };
}

const escapeXml = (text: string) =>
  text.replace(/[<>&"]/g, (ch) => (ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '&' ? '&amp;' : '&quot;'));

/** The SVG of a design: 1600×1200, gradient background, decorative circles, icon, caption. */
export function demoPictureSvg(design: TPictureDesign): string {
  const { hue, variant } = design;
  const icon = (ICONS[design.rootSlug] ?? ICONS.packaging ?? '').replaceAll('COLOR', `hsl(${hue}, 55%, 42%)`);
  // Variants move the icon and the light circles, so a gallery does not show the same picture twice.
  const iconX = [500, 220, 780, 500][variant % 4] ?? 500;
  const iconY = variant === 0 ? 150 : 260;
  const scale = variant === 0 ? 1 : 0.9 + 0.1 * variant;
  const circles = [0, 1, 2]
    .map((i) => {
      const cx = (300 + 520 * i + 190 * variant) % 1600;
      const cy = (220 + 330 * ((i + variant) % 3)) % 1200;
      return `<circle cx="${cx}" cy="${cy}" r="${160 + 60 * ((i + variant) % 3)}" fill="#fff" opacity="0.18"/>`;
    })
    .join('');
  const size = design.name.length > 24 ? 64 : 80;
  const caption =
    variant === 0
      ? `<text x="800" y="1020" font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" font-weight="bold" text-anchor="middle" fill="hsl(${hue}, 45%, 20%)">${escapeXml(design.name)}</text>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${DEMO_PICTURE_WIDTH}" height="${DEMO_PICTURE_HEIGHT}" viewBox="0 0 ${DEMO_PICTURE_WIDTH} ${DEMO_PICTURE_HEIGHT}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue}, 70%, 94%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360}, 60%, ${variant === 0 ? 76 : 70}%)"/></linearGradient></defs>
<rect width="${DEMO_PICTURE_WIDTH}" height="${DEMO_PICTURE_HEIGHT}" fill="url(#g)"/>${circles}
<g transform="translate(${iconX} ${iconY}) scale(${scale})">${icon}</g>${caption}
</svg>`;
}

/** Draws one design and stores the picture and its thumbnail, unless both are stored already. */
async function storeDesign(storage: TStorage, design: TPictureDesign): Promise<boolean> {
  const keys = demoPictureKeys(design);
  const [stored, thumb] = await Promise.all([storage.get(keys.key), storage.get(keys.thumbKey)]);
  if (stored && thumb) return false;
  const raw = await sharp(Buffer.from(demoPictureSvg(design)))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = () => sharp(raw.data, { raw: raw.info });
  // Effort 1: flat drawings gain little from slower encoding, and the load waits for every picture.
  const [full, small] = await Promise.all([
    input().webp({ quality: 82, effort: 1 }).toBuffer(),
    input().resize({ width: THUMB_WIDTH }).webp({ quality: 78, effort: 1 }).toBuffer(),
  ]);
  // The thumbnail goes first: a row names the main key only once both exist.
  await storage.put(keys.thumbKey, small);
  await storage.put(keys.key, full);
  return true;
}

/** Stores every design not stored yet; resolves with how many were drawn. */
export async function storeDemoPictures(storage: TStorage, designs: readonly TPictureDesign[]): Promise<number> {
  const queue = designs.slice();
  let drawn = 0;
  await Promise.all(
    Array.from({ length: ENCODES_IN_PARALLEL }, async () => {
      for (let design = queue.shift(); design; design = queue.shift()) {
        if (await storeDesign(storage, design)) drawn++;
      }
    }),
  );
  return drawn;
}
