/**
 * The company page's picture: our data has no logos, so the page shows the
 * name's initials on a tile whose colour is derived from the name, and a
 * company keeps its colour on every visit.
 */

/** Legal forms written before the name; they say nothing about which company it is. */
const LEGAL_FORM = /^(ооо|оао|зао|пао|ао|нао|ип|кфх|ано|нко|тсж|снт|гуп|муп|фгуп)\s+/iu;

/** Up to two capital letters: `ООО "Ромашка Плюс"` → «РП», `ИП Иванов И. И.` → «ИИ». */
export function monogramInitials(name: string): string {
  // The quoted part is the name people use; what stands around it is the legal form.
  const quoted = /[«"“„]([^»"”“]+)/u.exec(name)?.[1];
  const core = (quoted ?? name.trim().replace(LEGAL_FORM, '')).trim();
  const words = core.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? '')
    .join('')
    .toLocaleUpperCase('ru');
  return initials || '?';
}

/**
 * Mantine palettes for the tile: calm blues and violets only, since green,
 * amber and red mean risk everywhere else in the app.
 */
export const MONOGRAM_COLORS = ['brand', 'indigo', 'blue', 'cyan', 'violet', 'grape'] as const;

export type TMonogramColor = (typeof MONOGRAM_COLORS)[number];

/** A stable colour per name (FNV-1a hash of its UTF-16 code units). */
export function monogramColor(name: string): TMonogramColor {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return MONOGRAM_COLORS[(hash >>> 0) % MONOGRAM_COLORS.length] as TMonogramColor;
}
