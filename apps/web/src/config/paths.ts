/**
 * Every route of the web app: `path` is the router pattern, `getHref` builds a
 * link. Section anchors of the landing page live here too, so a renamed id
 * breaks in one place.
 */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  counterParty: {
    path: '/counter-parties/:id',
    /** `id` is the ИНН (or ОГРН/ОГРНИП, which the card also accepts). */
    getHref: (id: string) => `/counter-parties/${encodeURIComponent(id)}`,
  },
  companyPage: {
    path: '/company/:id',
    /** `id` is the company's internal id (`GET /api/v1/companies/{id}`), as marketplace seller links give it. */
    getHref: (id: number | string) => `/company/${encodeURIComponent(String(id))}`,
  },
  search: {
    path: '/search',
    /** The full results page; `query` lands in `?q=`, filters are added by the page itself. */
    getHref: (query = '') => (query.trim() ? `/search?${new URLSearchParams({ q: query.trim() })}` : '/search'),
  },
  blog: {
    path: '/blog',
    getHref: () => '/blog',
  },
  blogPost: {
    path: '/blog/:id',
    getHref: (id: string | number) => `/blog/${encodeURIComponent(String(id))}`,
  },
  paymentInfo: {
    path: '/payment-info',
    getHref: () => '/payment-info',
  },
  adminNews: {
    /** The blog's back office; the page itself lets only admins in. */
    path: '/admin/news',
    getHref: () => '/admin/news',
  },
  marketplace: {
    path: '/marketplace',
    getHref: () => '/marketplace',
  },
  resetPassword: {
    /** The link of the reset email; the page forwards to `/?uid=…&token=…`. */
    path: '/reset-password/:uid/:token',
    getHref: (uid: string, token: string) => `/reset-password/${encodeURIComponent(uid)}/${encodeURIComponent(token)}`,
  },
  confirmEmail: {
    /** The link of the email sent to a new address; the page confirms the change. */
    path: '/confirm-email/:token',
    getHref: (token: string) => `/confirm-email/${encodeURIComponent(token)}`,
  },
  profile: {
    path: '/profile',
    getHref: () => '/profile',
  },
  profileInfo: {
    path: 'info',
    getHref: () => '/profile/info',
  },
  profileFriends: {
    path: 'friends',
    getHref: () => '/profile/friends',
  },
  profileSupport: {
    path: 'support',
    getHref: () => '/profile/support',
  },
  profileAddCompany: {
    path: 'add-company',
    getHref: () => '/profile/add-company',
  },
  profileSubscription: {
    path: 'subscription',
    getHref: () => '/profile/subscription',
  },
  sandboxPay: {
    /** The built-in sandbox provider's payment page; `order_url` of a plan order points here. */
    path: '/sandbox/pay/:id',
    getHref: (id: string) => `/sandbox/pay/${encodeURIComponent(id)}`,
  },
  paymentReturn: {
    /** Where the payment provider sends the browser back: `?order=<plan order id>`. */
    path: '/payment/return',
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
