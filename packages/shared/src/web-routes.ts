/**
 * Every page of the web app as a router pattern (`:name` is one path segment).
 * The web router routes exactly these, and the server answers any other page
 * path with 404 and `noindex`: one list, so a page added to the app is never
 * a 404 to crawlers and a removed one never a soft 200. Pages still to come
 * are absent until they are built.
 */
export const WEB_ROUTES = {
  home: '/',
  counterParty: '/counter-parties/:id',
  companyPage: '/company/:id',
  person: '/person/:inn',
  personByName: '/person/name/:name/:companyInn',
  search: '/search',
  bulkCheck: '/check/bulk',
  bulkCheckResult: '/check/bulk/:id',
  marketplace: '/marketplace',
  marketplaceItem: '/marketplace/:id',
  tenders: '/tenders',
  tenderNew: '/tenders/new',
  tender: '/tenders/:id',
  blog: '/blog',
  blogPost: '/blog/:id',
  knowledge: '/knowledge',
  knowledgeArticle: '/knowledge/:slug',
  paymentInfo: '/payment-info',
  adminOverview: '/admin',
  adminUsers: '/admin/users',
  adminAudit: '/admin/audit',
  adminNews: '/admin/news',
  adminKnowledge: '/admin/knowledge',
  adminEarlyAccess: '/admin/early-access',
  adminProducts: '/admin/products',
  adminSupport: '/admin/support',
  adminPlans: '/admin/plans',
  adminCategories: '/admin/categories',
  adminApplications: '/admin/applications',
  adminImports: '/admin/imports',
  resetPassword: '/reset-password/:uid/:token',
  confirmEmail: '/confirm-email/:token',
  profile: '/profile',
  profileInfo: '/profile/info',
  profileFriends: '/profile/friends',
  profileSupport: '/profile/support',
  profileAddCompany: '/profile/add-company',
  profileSubscription: '/profile/subscription',
  profileFavorites: '/profile/favorites',
  profileBasket: '/profile/basket',
  profileOrders: '/profile/orders',
  profileProducts: '/profile/products',
  profileProductsAdd: '/profile/products/add',
  profileProductsEdit: '/profile/products/edit/:id',
  profileProductsUpload: '/profile/products/upload',
  profileReviews: '/profile/reviews',
  profileMessages: '/profile/messages',
  profileMonitoring: '/profile/monitoring',
  profileTenders: '/profile/tenders',
  profileDocuments: '/profile/documents',
  sandboxPay: '/sandbox/pay/:id',
  paymentReturn: '/payment/return',
} as const;

export type TWebRouteName = keyof typeof WEB_ROUTES;

export type TWebRouteMatch = { name: TWebRouteName; params: Record<string, string> };

const segmentsOf = (pathname: string) => pathname.split('/').filter((segment) => segment !== '');

const COMPILED = (Object.entries(WEB_ROUTES) as [TWebRouteName, string][]).map(([name, pattern]) => ({
  name,
  segments: segmentsOf(pattern),
}));

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The page a path opens, matched as the web router matches it: static
 * segments ignore case, a trailing slash is allowed, a parameter is one
 * non-empty segment (percent-decoded). Null when no page has this path,
 * or when the path cannot be decoded.
 */
export function matchWebRoute(pathname: string): TWebRouteMatch | null {
  const segments = segmentsOf(pathname);
  for (const route of COMPILED) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((expected, index) => {
      const actual = segments[index] as string;
      if (expected.startsWith(':')) {
        const value = decodeSegment(actual);
        if (value === null) return false;
        params[expected.slice(1)] = value;
        return true;
      }
      return decodeSegment(actual)?.toLowerCase() === expected.toLowerCase();
    });
    if (matches) return { name: route.name, params };
  }
  return null;
}
