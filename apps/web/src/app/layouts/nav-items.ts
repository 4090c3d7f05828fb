import { paths, sectionHref, sections } from '../../config/paths.ts';

export interface TNavItem {
  key: 'home' | 'marketplace' | 'tenders' | 'pricing' | 'about' | 'requisites' | 'blog';
  href: string;
  /** The burger menu leaves out "О проекте" (spec §2). */
  inBurger: boolean;
  /**
   * Whether the destination exists yet. Items whose page or landing section
   * is still to be built stay out of the menu rather than lead to a 404 or to
   * a missing anchor; each later issue flips its own flag.
   */
  available: boolean;
}

/** Header menu of spec §2, in its order; tenders follow the marketplace they buy from. */
export const NAV_ITEMS: readonly TNavItem[] = [
  { key: 'home', href: paths.home.getHref(), inBurger: true, available: true },
  { key: 'marketplace', href: paths.marketplace.getHref(), inBurger: true, available: true },
  { key: 'tenders', href: paths.tenders.getHref(), inBurger: true, available: true },
  { key: 'pricing', href: sectionHref(sections.pricing), inBurger: true, available: true },
  { key: 'about', href: sectionHref(sections.about), inBurger: false, available: true },
  { key: 'requisites', href: sectionHref(sections.footer), inBurger: true, available: true },
  { key: 'blog', href: paths.blog.getHref(), inBurger: true, available: true },
];

export const headerItems = () => NAV_ITEMS.filter((item) => item.available);
export const burgerItems = () => NAV_ITEMS.filter((item) => item.available && item.inBurger);
