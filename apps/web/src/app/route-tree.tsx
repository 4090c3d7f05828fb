import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { loadAreaTexts } from '../lib/i18n.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { LandingPage } from './routes/landing.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { PageLoading } from './routes/page-loading.tsx';
import { ResetPasswordRedirect } from './routes/reset-password.tsx';
import { RouteError } from './routes/route-error.tsx';

/**
 * A page whose code and the texts of its areas load together the first time it is opened, so it never
 * renders with keys in place of words.
 */
function lazyPage<TModule>(load: () => Promise<TModule>, pick: (module: TModule) => ComponentType, ...areas: string[]) {
  return async () => {
    const [module] = await Promise.all([load(), ...areas.map(loadAreaTexts)]);
    return { Component: pick(module) };
  };
}

/** Every profile page comes from one chunk: opening the profile loads its pages together. */
const profilePages = () =>
  Promise.all([import('./routes/profile.tsx'), loadAreaTexts('profile'), loadAreaTexts('billing-plans')]).then(
    ([pages]) => pages,
  );

/** The seller's pages (inside the profile) load with their own texts, apart from the rest of the profile. */
const sellerPages = () =>
  Promise.all([
    import('./routes/seller-products.tsx'),
    loadAreaTexts('seller'),
    loadAreaTexts('marketplace-announcements'),
    loadAreaTexts('billing-plans'),
  ]).then(([pages]) => pages);

/** The messages (inside the profile) load with the chat's texts. */
const messagesPages = () =>
  Promise.all([import('./routes/profile-messages.tsx'), loadAreaTexts('chat')]).then(([pages]) => pages);

/** Change tracking (inside the profile) loads with its texts and the plans' names its limit prompt gives. */
const monitoringPages = () =>
  Promise.all([
    import('./routes/profile-monitoring.tsx'),
    loadAreaTexts('monitoring'),
    loadAreaTexts('billing-plans'),
    loadAreaTexts('marketplace-announcements'),
  ]).then(([pages]) => pages);

/** My tenders and quotes (inside the profile) load with the tenders' texts. */
const profileTendersPages = () =>
  Promise.all([import('./routes/profile-tenders.tsx'), loadAreaTexts('tenders')]).then(([pages]) => pages);

/** Orders and reviews (inside the profile) load with their own texts and the documents block's. */
const ordersPages = () =>
  Promise.all([
    import('./routes/profile-orders.tsx'),
    loadAreaTexts('orders'),
    loadAreaTexts('documents'),
    loadAreaTexts('billing-plans'),
  ]).then(([pages]) => pages);

/** Document flow (inside the profile) loads with its texts and the plans' names its upgrade offer gives. */
const documentsPages = () =>
  Promise.all([
    import('./routes/profile-documents.tsx'),
    loadAreaTexts('documents'),
    loadAreaTexts('billing-plans'),
  ]).then(([pages]) => pages);

/**
 * Only pages that exist are routed. layout-kind.ts gives the blog the full chrome.
 * Every path here comes from WEB_ROUTES (via paths), which the server reads to
 * answer unknown page paths with 404; route-tree.test.ts keeps the two equal.
 */
export const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    // What a direct visit shows while the page's code loads. On the root, not inside the layout: the
    // layout's scroll restoration must start with the page, or a reload would restore its position
    // against the placeholder's height and lose it.
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        // Pathless: a crashing page shows its error inside the header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: paths.counterParty.path,
            // The card is the heaviest page: its code loads when a card is opened, not with the landing page.
            // Its locked blocks name a tier, so the plans' names load with it; a seller's card shows its products;
            // «Следить» is change tracking's.
            lazy: lazyPage(
              () => import('./routes/counter-party.tsx'),
              (page) => page.CounterPartyPage,
              'card-',
              'billing-plans',
              'marketplace',
              'monitoring',
              'knowledge',
            ),
          },
          {
            path: paths.companyPage.path,
            lazy: lazyPage(
              () => import('./routes/company.tsx'),
              (page) => page.CompanyPageRoute,
              'company-page',
              'marketplace',
            ),
          },
          {
            path: paths.person.path,
            lazy: lazyPage(
              () => import('../features/people/components/person-page.tsx'),
              (page) => page.PersonPage,
              'people',
            ),
          },
          {
            path: paths.personByName.path,
            lazy: lazyPage(
              () => import('../features/people/components/person-page.tsx'),
              (page) => page.PersonByNamePage,
              'people',
            ),
          },
          {
            path: paths.search.path,
            lazy: lazyPage(
              () => import('./routes/search.tsx'),
              (page) => page.SearchPage,
              'searchPage',
            ),
          },
          {
            path: paths.bulkCheck.path,
            // The form and the history; the plans' names load for the prompt of a plan without bulk checks.
            lazy: lazyPage(
              () => import('../features/bulk-check/components/bulk-check-page.tsx'),
              (page) => page.BulkCheckPage,
              'bulk-check',
              'billing-plans',
            ),
          },
          {
            path: paths.bulkCheckResult.path,
            // The result table names the factors by their ids, in the card's words.
            lazy: lazyPage(
              () => import('../features/bulk-check/components/bulk-check-result-page.tsx'),
              (page) => page.BulkCheckResultPage,
              'bulk-check',
              'card-factors',
            ),
          },
          {
            path: paths.marketplace.path,
            lazy: lazyPage(
              () => import('../features/marketplace/catalogue/catalogue-page.tsx'),
              (page) => page.MarketplacePage,
              'marketplace',
            ),
          },
          {
            path: paths.marketplaceItem.path,
            // The product page carries the basket's «Добавить в корзину», the seller's answer to a review and the
            // chat's «Написать продавцу», so the basket's, the orders' and the chat's texts load with it.
            lazy: lazyPage(
              () => import('./routes/marketplace-item.tsx'),
              (page) => page.MarketplaceItemRoute,
              'marketplace',
              'basket',
              'orders',
              'chat',
            ),
          },
          {
            path: paths.tenders.path,
            lazy: lazyPage(
              () => import('../features/tenders/components/tenders-page.tsx'),
              (page) => page.TendersPage,
              'tenders',
            ),
          },
          {
            path: paths.tenderNew.path,
            // The prompt of a plan without tenders names the plan, so the plans' names load with it.
            lazy: lazyPage(
              () => import('../features/tenders/components/new-tender-page.tsx'),
              (page) => page.NewTenderPage,
              'tenders',
              'billing-plans',
            ),
          },
          {
            path: paths.tender.path,
            // A won tender's page carries the documents block and its upgrade offer (which names a plan).
            lazy: lazyPage(
              () => import('./routes/tender.tsx'),
              (page) => page.TenderWithDocumentsPage,
              'tenders',
              'documents',
              'billing-plans',
            ),
          },
          {
            path: paths.paymentInfo.path,
            lazy: lazyPage(
              () => import('./routes/payment-info.tsx'),
              (page) => page.PaymentInfoPage,
              'payment-info',
            ),
          },
          {
            path: paths.blog.path,
            lazy: lazyPage(
              () => import('../features/blog/components/blog-list-page.tsx'),
              (page) => page.BlogListPage,
              'blog',
            ),
          },
          {
            path: paths.blogPost.path,
            lazy: lazyPage(
              () => import('../features/blog/components/blog-post-page.tsx'),
              (page) => page.BlogPostPage,
              'blog',
            ),
          },
          {
            path: paths.knowledge.path,
            lazy: lazyPage(
              () => import('../features/knowledge/components/knowledge-list-page.tsx'),
              (page) => page.KnowledgeListPage,
              'knowledge',
            ),
          },
          {
            // A locked article names the cheapest plan as the pricing cards do.
            path: paths.knowledgeArticle.path,
            lazy: lazyPage(
              () => import('../features/knowledge/components/knowledge-article-page.tsx'),
              (page) => page.KnowledgeArticlePage,
              'knowledge',
              'billing-plans',
            ),
          },
          {
            path: paths.adminKnowledge.path,
            lazy: lazyPage(
              () => import('./routes/admin-knowledge.tsx'),
              (page) => page.AdminKnowledgeRoute,
              'admin',
              'knowledge',
            ),
          },
          {
            path: paths.adminEarlyAccess.path,
            lazy: lazyPage(
              () => import('./routes/admin-early-access.tsx'),
              (page) => page.AdminEarlyAccessRoute,
              'admin',
              'knowledge',
            ),
          },
          {
            path: paths.adminOverview.path,
            lazy: lazyPage(
              () => import('./routes/admin-overview.tsx'),
              (page) => page.AdminOverviewRoute,
              'admin',
            ),
          },
          {
            path: paths.adminUsers.path,
            lazy: lazyPage(
              () => import('./routes/admin-users.tsx'),
              (page) => page.AdminUsersRoute,
              'admin',
            ),
          },
          {
            path: paths.adminAudit.path,
            lazy: lazyPage(
              () => import('./routes/admin-audit.tsx'),
              (page) => page.AdminAuditRoute,
              'admin',
            ),
          },
          {
            path: paths.adminNews.path,
            lazy: lazyPage(
              () => import('./routes/admin-news.tsx'),
              (page) => page.AdminNewsRoute,
              'admin',
            ),
          },
          {
            path: paths.adminProducts.path,
            lazy: lazyPage(
              () => import('./routes/admin-products.tsx'),
              (page) => page.AdminProductsRoute,
              'seller',
              'marketplace-announcements',
            ),
          },
          {
            path: paths.adminSupport.path,
            lazy: lazyPage(
              () => import('./routes/admin-support.tsx'),
              (page) => page.AdminSupportRoute,
              'admin',
            ),
          },
          {
            path: paths.adminPlans.path,
            lazy: lazyPage(
              () => import('./routes/admin-plans.tsx'),
              (page) => page.AdminPlansRoute,
              'admin',
              'billing-plans',
            ),
          },
          {
            path: paths.adminCategories.path,
            lazy: lazyPage(
              () => import('./routes/admin-categories.tsx'),
              (page) => page.AdminCategoriesRoute,
              'admin',
            ),
          },
          {
            path: paths.adminApplications.path,
            lazy: lazyPage(
              () => import('./routes/admin-applications.tsx'),
              (page) => page.AdminApplicationsRoute,
              'admin',
            ),
          },
          {
            path: paths.adminImports.path,
            lazy: lazyPage(
              () => import('./routes/admin-imports.tsx'),
              (page) => page.AdminImportsRoute,
              'admin',
            ),
          },
          { path: paths.resetPassword.path, element: <ResetPasswordRedirect /> },
          {
            path: paths.confirmEmail.path,
            lazy: lazyPage(
              () => import('../features/profile/components/confirm-email-page.tsx'),
              (page) => page.ConfirmEmailPage,
              'profile',
            ),
          },
          {
            path: paths.sandboxPay.path,
            lazy: lazyPage(
              () => import('../features/billing/components/sandbox-pay-page.tsx'),
              (page) => page.SandboxPayPage,
              'billing',
            ),
          },
          {
            path: paths.paymentReturn.path,
            lazy: lazyPage(
              () => import('../features/billing/components/payment-return-page.tsx'),
              (page) => page.PaymentReturnPage,
              'billing',
            ),
          },
          {
            path: paths.profile.path,
            // The profile (avatar cropper, forms) loads only for signed-in visitors who open it.
            lazy: async () => ({ Component: (await profilePages()).ProfileRoute }),
            children: [
              { index: true, element: <Navigate to={paths.profileInfo.getHref()} replace /> },
              { path: paths.profileInfo.path, lazy: async () => ({ Component: (await profilePages()).ProfileInfo }) },
              {
                path: paths.profileFriends.path,
                // Each friend's «Написать» is the chat's.
                lazy: async () => {
                  const [pages] = await Promise.all([profilePages(), loadAreaTexts('chat')]);
                  return { Component: pages.ProfileFriendsPage };
                },
              },
              {
                path: paths.profileMessages.path,
                lazy: async () => ({ Component: (await messagesPages()).ProfileMessagesPage }),
              },
              {
                path: paths.profileMonitoring.path,
                lazy: async () => ({ Component: (await monitoringPages()).ProfileMonitoringPage }),
              },
              {
                path: paths.profileSupport.path,
                lazy: async () => ({ Component: (await profilePages()).ProfileSupportPage }),
              },
              {
                path: paths.profileAddCompany.path,
                lazy: async () => ({ Component: (await profilePages()).ProfileAddCompanyPage }),
              },
              {
                path: paths.profileFavorites.path,
                lazy: async () => {
                  const [pages] = await Promise.all([profilePages(), loadAreaTexts('marketplace')]);
                  return { Component: pages.ProfileFavoritesPage };
                },
              },
              {
                path: paths.profileBasket.path,
                lazy: async () => {
                  const [pages] = await Promise.all([profilePages(), loadAreaTexts('basket')]);
                  return { Component: pages.ProfileBasketPage };
                },
              },
              {
                path: paths.profileSubscription.path,
                lazy: async () => {
                  const [pages] = await Promise.all([profilePages(), loadAreaTexts('billing')]);
                  return { Component: pages.ProfileSubscriptionPage };
                },
              },
              {
                path: paths.profileProducts.path,
                lazy: async () => ({ Component: (await sellerPages()).ProfileProductsPage }),
              },
              {
                path: paths.profileProductsAdd.path,
                lazy: async () => ({ Component: (await sellerPages()).ProfileProductAddPage }),
              },
              {
                path: paths.profileProductsEdit.path,
                lazy: async () => ({ Component: (await sellerPages()).ProfileProductEditPage }),
              },
              {
                path: paths.profileProductsUpload.path,
                lazy: async () => {
                  const [pages] = await Promise.all([profilePages(), loadAreaTexts('product-upload')]);
                  return { Component: pages.ProfileProductsUploadPage };
                },
              },
              {
                path: paths.profileTenders.path,
                lazy: async () => ({ Component: (await profileTendersPages()).ProfileTendersPage }),
              },
              {
                path: paths.profileOrders.path,
                lazy: async () => ({ Component: (await ordersPages()).ProfileOrdersPage }),
              },
              {
                path: paths.profileDocuments.path,
                lazy: async () => ({ Component: (await documentsPages()).ProfileDocumentsPage }),
              },
              {
                path: paths.profileReviews.path,
                lazy: async () => ({ Component: (await ordersPages()).ProfileReviewsPage }),
              },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
