import { canOpenSection, type TStaffSection, type TUser } from '@sverka/shared';
import { paths } from '../../config/paths.ts';

export type TAdminNavItem = {
  section: TStaffSection;
  href: string;
  /**
   * Whether the section's page exists yet: a section still being built stays out of the menu rather than
   * lead to a 404 (each section flips its flag when its page lands).
   */
  available: boolean;
};

/** The back office's sections in the sidebar's order; labels are `adminShell.nav.<section>`. */
export const ADMIN_NAV_ITEMS: readonly TAdminNavItem[] = [
  { section: 'overview', href: paths.adminOverview.getHref(), available: true },
  { section: 'applications', href: paths.adminApplications.getHref(), available: true },
  { section: 'products', href: paths.adminProducts.getHref(), available: true },
  { section: 'support', href: paths.adminSupport.getHref(), available: true },
  { section: 'users', href: paths.adminUsers.getHref(), available: true },
  { section: 'plans', href: paths.adminPlans.getHref(), available: true },
  { section: 'categories', href: paths.adminCategories.getHref(), available: true },
  { section: 'news', href: paths.adminNews.getHref(), available: true },
  { section: 'knowledge', href: paths.adminKnowledge.getHref(), available: true },
  { section: 'early_access', href: paths.adminEarlyAccess.getHref(), available: true },
  { section: 'imports', href: paths.adminImports.getHref(), available: true },
  { section: 'audit', href: paths.adminAudit.getHref(), available: true },
];

/** The sections this user may open, built ones only. */
export const adminNavItemsFor = (role: TUser['role'] | undefined) =>
  ADMIN_NAV_ITEMS.filter((item) => item.available && canOpenSection(role, item.section));

export type TStaffAccess = 'sign-in' | 'loading' | 'error' | 'not-found' | 'allowed';

/**
 * What a back-office page shows: signed-out visitors go to the main page,
 * signed-in users whose role may not open the section get the ordinary
 * not-found page (the back office is not advertised), staff who may get the
 * page. The role is the server's answer about the current user.
 */
export function staffAccessOf(
  state: { signedIn: boolean; user: TUser | undefined; failed: boolean },
  section: TStaffSection,
): TStaffAccess {
  if (!state.signedIn) return 'sign-in';
  if (state.user) return canOpenSection(state.user.role, section) ? 'allowed' : 'not-found';
  return state.failed ? 'error' : 'loading';
}
