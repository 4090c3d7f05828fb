import { WEB_ROUTES } from '@sverka/shared';

/**
 * Every route of the web app: `path` is the router pattern (from WEB_ROUTES,
 * the list the server uses to tell pages from 404s), `getHref` builds a link.
 * Section anchors of the landing page live here too, so a renamed id breaks in
 * one place.
 */
export const paths = {
  home: {
    path: WEB_ROUTES.home,
    getHref: () => '/',
  },
  counterParty: {
    path: WEB_ROUTES.counterParty,
    /** `id` is the ИНН (or ОГРН/ОГРНИП, which the card also accepts). */
    getHref: (id: string) => `/counter-parties/${encodeURIComponent(id)}`,
  },
  companyPage: {
    path: WEB_ROUTES.companyPage,
    /** `id` is the marketplace seller's id (`GET /api/v1/sellers/{id}/`), a product's `company`. */
    getHref: (id: number | string) => `/company/${encodeURIComponent(String(id))}`,
  },
  person: {
    /** A person's page by their ИНН (12 digits): the companies they direct or found, or did. */
    path: WEB_ROUTES.person,
    getHref: (inn: string) => `/person/${encodeURIComponent(inn)}`,
  },
  personByName: {
    /** A person the register names without an ИНН, within the company (its ИНН) that names them. */
    path: WEB_ROUTES.personByName,
    getHref: (name: string, companyInn: string) =>
      `/person/name/${encodeURIComponent(name)}/${encodeURIComponent(companyInn)}`,
  },
  search: {
    path: WEB_ROUTES.search,
    /** The full results page; `query` lands in `?q=`, filters are added by the page itself. */
    getHref: (query = '') => (query.trim() ? `/search?${new URLSearchParams({ q: query.trim() })}` : '/search'),
  },
  bulkCheck: {
    /** A list of ИНН/ОГРН checked at once (signed in, by plan) and the user's past checks. */
    path: WEB_ROUTES.bulkCheck,
    getHref: () => '/check/bulk',
  },
  bulkCheckResult: {
    /** One bulk check: its progress, then the result table. */
    path: WEB_ROUTES.bulkCheckResult,
    getHref: (id: number) => `/check/bulk/${id}`,
  },
  tenders: {
    /** Open tenders (signed-in users): `?q=`, `?category=`, `?region=`, `?from=`, `?to=` (deadline range), `?page=`. */
    path: WEB_ROUTES.tenders,
    getHref: () => '/tenders',
  },
  tenderNew: {
    /** Publishing a tender (by plan), or the offer of the plan that has them. */
    path: WEB_ROUTES.tenderNew,
    getHref: () => '/tenders/new',
  },
  tender: {
    path: WEB_ROUTES.tender,
    getHref: (id: number) => `/tenders/${id}`,
  },
  blog: {
    path: WEB_ROUTES.blog,
    getHref: () => '/blog',
  },
  blogPost: {
    path: WEB_ROUTES.blogPost,
    getHref: (id: string | number) => `/blog/${encodeURIComponent(String(id))}`,
  },
  knowledge: {
    /** The knowledge base: rubrics (`?category=`), search (`?search=`) and the articles. */
    path: WEB_ROUTES.knowledge,
    getHref: (filter: { category?: string } = {}) =>
      filter.category ? `/knowledge?${new URLSearchParams({ category: filter.category })}` : '/knowledge',
  },
  knowledgeArticle: {
    /** One article; reliability factors link to theirs (`factorArticleSlug`). */
    path: WEB_ROUTES.knowledgeArticle,
    getHref: (slug: string) => `/knowledge/${encodeURIComponent(slug)}`,
  },
  paymentInfo: {
    path: WEB_ROUTES.paymentInfo,
    getHref: () => '/payment-info',
  },
  adminOverview: {
    /** The back office's first page: what waits for staff; the page itself lets only staff in. */
    path: WEB_ROUTES.adminOverview,
    getHref: () => '/admin',
  },
  adminUsers: {
    /** Users: search, view, role, block; admins only. */
    path: WEB_ROUTES.adminUsers,
    getHref: () => '/admin/users',
  },
  adminAudit: {
    /** The audit log of back-office actions; admins only. */
    path: WEB_ROUTES.adminAudit,
    getHref: () => '/admin/audit',
  },
  adminNews: {
    /** The blog's back office; the page itself lets only admins in. */
    path: WEB_ROUTES.adminNews,
    getHref: () => '/admin/news',
  },
  adminKnowledge: {
    /** The knowledge base's articles and rubrics; admins only. */
    path: WEB_ROUTES.adminKnowledge,
    getHref: () => '/admin/knowledge',
  },
  adminEarlyAccess: {
    /** Features in early access and their switches; admins only. */
    path: WEB_ROUTES.adminEarlyAccess,
    getHref: () => '/admin/early-access',
  },
  adminProducts: {
    /** The products' moderation queue; the page itself lets only admins in. */
    path: WEB_ROUTES.adminProducts,
    getHref: () => '/admin/products',
  },
  adminSupport: {
    /** The support team's inbox; the page itself lets only admins in. */
    path: WEB_ROUTES.adminSupport,
    getHref: () => '/admin/support',
  },
  adminPlans: {
    /** Plans, prices and features; the page itself lets only admins in. */
    path: WEB_ROUTES.adminPlans,
    getHref: () => '/admin/plans',
  },
  adminCategories: {
    /** The marketplace's category tree; the page itself lets only admins in. */
    path: WEB_ROUTES.adminCategories,
    getHref: () => '/admin/categories',
  },
  adminApplications: {
    /** The seller applications' queue; the page itself lets only staff who review applications in. */
    path: WEB_ROUTES.adminApplications,
    getHref: () => '/admin/applications',
  },
  adminImports: {
    /** Imports of official data: runs, refused records, a new run over an uploaded file (admins only). */
    path: WEB_ROUTES.adminImports,
    getHref: (runId?: number) => (runId === undefined ? '/admin/imports' : `/admin/imports?run=${runId}`),
  },
  marketplace: {
    path: WEB_ROUTES.marketplace,
    /** The catalogue, optionally opened on one seller's or one category's products (`?company=`, `?category=`). */
    getHref: (filters: { company?: number; category?: number } = {}) => {
      const query = new URLSearchParams();
      if (filters.category !== undefined) query.set('category', String(filters.category));
      if (filters.company !== undefined) query.set('company', String(filters.company));
      const text = query.toString();
      return text ? `/marketplace?${text}` : '/marketplace';
    },
  },
  marketplaceItem: {
    /** A product's page (spec §2 route name MarketplaceItem). */
    path: WEB_ROUTES.marketplaceItem,
    getHref: (id: number | string) => `/marketplace/${encodeURIComponent(String(id))}`,
  },
  resetPassword: {
    /** The link of the reset email; the page forwards to `/?uid=…&token=…`. */
    path: WEB_ROUTES.resetPassword,
    getHref: (uid: string, token: string) => `/reset-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
  },
  confirmEmail: {
    /** The link of the email sent to a new address; the page confirms the change. */
    path: WEB_ROUTES.confirmEmail,
    getHref: (token: string) => `/confirm-email/${encodeURIComponent(token)}`,
  },
  profile: {
    path: WEB_ROUTES.profile,
    getHref: () => '/profile',
  },
  profileInfo: {
    path: WEB_ROUTES.profileInfo,
    getHref: () => '/profile/info',
  },
  profileFriends: {
    path: WEB_ROUTES.profileFriends,
    getHref: () => '/profile/friends',
  },
  profileSupport: {
    path: WEB_ROUTES.profileSupport,
    getHref: () => '/profile/support',
  },
  profileAddCompany: {
    path: WEB_ROUTES.profileAddCompany,
    getHref: () => '/profile/add-company',
  },
  profileSubscription: {
    path: WEB_ROUTES.profileSubscription,
    getHref: () => '/profile/subscription',
  },
  profileFavorites: {
    path: WEB_ROUTES.profileFavorites,
    getHref: () => '/profile/favorites',
  },
  profileBasket: {
    path: WEB_ROUTES.profileBasket,
    getHref: () => '/profile/basket',
  },
  profileOrders: {
    /** Spec §2 orders: `?mode=buy|sell` (purchases or orders to my companies), `?status=`, `?page=`. */
    path: WEB_ROUTES.profileOrders,
    getHref: () => '/profile/orders',
  },
  profileProducts: {
    /** The seller's own products, published or not (spec §2 "My products"). */
    path: WEB_ROUTES.profileProducts,
    getHref: () => '/profile/products',
  },
  profileProductsAdd: {
    path: WEB_ROUTES.profileProductsAdd,
    getHref: () => '/profile/products/add',
  },
  profileProductsEdit: {
    path: WEB_ROUTES.profileProductsEdit,
    getHref: (id: number | string) => `/profile/products/edit/${encodeURIComponent(String(id))}`,
  },
  profileProductsUpload: {
    /** Bulk upload of goods (a paid feature); `?upload=<id>` opens one upload's status and report. */
    path: WEB_ROUTES.profileProductsUpload,
    getHref: (uploadId?: number) =>
      uploadId ? `/profile/products/upload?upload=${uploadId}` : '/profile/products/upload',
  },
  profileReviews: {
    /** The reviews the user left, with their star summary. */
    path: WEB_ROUTES.profileReviews,
    getHref: () => '/profile/reviews',
  },
  profileMessages: {
    /** Spec §2 messages: the rooms and, with `?room=<slug>`, one of them open. */
    path: WEB_ROUTES.profileMessages,
    getHref: (roomSlug?: string) =>
      roomSlug ? `/profile/messages?${new URLSearchParams({ room: roomSlug })}` : '/profile/messages',
  },
  profileMonitoring: {
    /** Change tracking: the feed, the watch list and the mail settings; `?inn=` opens one subject's history. */
    path: WEB_ROUTES.profileMonitoring,
    getHref: (inn?: string) => (inn ? `/profile/monitoring?${new URLSearchParams({ inn })}` : '/profile/monitoring'),
  },
  profileTenders: {
    /** My tenders (as a customer) and my quotes (as a supplier). */
    path: WEB_ROUTES.profileTenders,
    getHref: () => '/profile/tenders',
  },
  profileDocuments: {
    /** Document flow: the documents of the user's deals; `?status=`, `?kind=`, `?direction=`, `?page=` and more. */
    path: WEB_ROUTES.profileDocuments,
    getHref: () => '/profile/documents',
  },
  sandboxPay: {
    /** The built-in sandbox provider's payment page; `order_url` of a plan order points here. */
    path: WEB_ROUTES.sandboxPay,
    getHref: (id: string) => `/sandbox/pay/${encodeURIComponent(id)}`,
  },
  paymentReturn: {
    /** Where the payment provider sends the browser back: `?order=<plan order id>` or `?checkout=<goods checkout id>`. */
    path: WEB_ROUTES.paymentReturn,
    getHref: (orderId: string) => `/payment/return?${new URLSearchParams({ order: orderId })}`,
  },
} as const;

/** Query parameters of `/` that open the new-password dialog (spec §2). */
export const RESET_QUERY = { uid: 'uid', token: 'token' } as const;

/** Ids of landing sections that menu links scroll to. */
export const sections = {
  pricing: 'pricing-section',
  about: 'about-section',
  footer: 'footer-section',
} as const;

export const sectionHref = (id: (typeof sections)[keyof typeof sections]) => `/#${id}`;

/**
 * The page of a director or founder who is a person: by ИНН when the register gives one (12 digits), else by
 * name within the company that names them.
 */
export function personHref(person: { inn: string | null; name: string }, companyInn: string): string {
  return person.inn && /^\d{12}$/.test(person.inn)
    ? paths.person.getHref(person.inn)
    : paths.personByName.getHref(person.name, companyInn);
}
