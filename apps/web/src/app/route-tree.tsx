import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { loadAreaTexts } from '../lib/i18n.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { LandingPage } from './routes/landing.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { PageLoading } from './routes/page-loading.tsx';
import { ResetPasswordRedirect } from './routes/reset-password.tsx';
import { RouteError } from './routes/route-error.tsx';

/** Every profile page comes from one chunk: opening the profile loads its pages together. */
const profilePages = () =>
  Promise.all([import('./routes/profile.tsx'), loadAreaTexts('profile'), loadAreaTexts('billing-plans')]).then(
    ([pages]) => pages,
  );

/**
 * Only pages that exist are routed; the marketplace and the rest of the
 * profile arrive with their issues (profile-nav-items.ts lists the profile
 * pages still to come). layout-kind.ts gives the blog the full chrome.
 * Every path here comes from WEB_ROUTES (via paths), which the server reads to
 * answer unknown page paths with 404; router.test.ts keeps the two equal.
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
            // Its locked blocks name a tier, so the plans' names load with it.
            lazy: async () => {
              const [page] = await Promise.all([
                import('./routes/counter-party.tsx'),
                loadAreaTexts('card-'),
                loadAreaTexts('billing-plans'),
              ]);
              return { Component: page.CounterPartyPage };
            },
          },
          {
            path: paths.companyPage.path,
            lazy: async () => {
              const [page] = await Promise.all([
                import('../features/company-page/components/company-page.tsx'),
                loadAreaTexts('company-page'),
              ]);
              return { Component: page.CompanyPage };
            },
          },
          {
            path: paths.search.path,
            lazy: async () => {
              const [page] = await Promise.all([import('./routes/search.tsx'), loadAreaTexts('searchPage')]);
              return { Component: page.SearchPage };
            },
          },
          {
            path: paths.paymentInfo.path,
            lazy: async () => {
              const [page] = await Promise.all([import('./routes/payment-info.tsx'), loadAreaTexts('payment-info')]);
              return { Component: page.PaymentInfoPage };
            },
          },
          {
            path: paths.blog.path,
            lazy: async () => {
              const [page] = await Promise.all([
                import('../features/blog/components/blog-list-page.tsx'),
                loadAreaTexts('blog'),
              ]);
              return { Component: page.BlogListPage };
            },
          },
          {
            path: paths.blogPost.path,
            lazy: async () => {
              const [page] = await Promise.all([
                import('../features/blog/components/blog-post-page.tsx'),
                loadAreaTexts('blog'),
              ]);
              return { Component: page.BlogPostPage };
            },
          },
          {
            path: paths.adminNews.path,
            lazy: async () => {
              const [page] = await Promise.all([import('./routes/admin-news.tsx'), loadAreaTexts('admin')]);
              return { Component: page.AdminNewsRoute };
            },
          },
          { path: paths.resetPassword.path, element: <ResetPasswordRedirect /> },
          {
            path: paths.sandboxPay.path,
            lazy: async () => {
              const [page] = await Promise.all([
                import('../features/billing/components/sandbox-pay-page.tsx'),
                loadAreaTexts('billing'),
              ]);
              return { Component: page.SandboxPayPage };
            },
          },
          {
            path: paths.paymentReturn.path,
            lazy: async () => {
              const [page] = await Promise.all([
                import('../features/billing/components/payment-return-page.tsx'),
                loadAreaTexts('billing'),
              ]);
              return { Component: page.PaymentReturnPage };
            },
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
                lazy: async () => ({ Component: (await profilePages()).ProfileFriendsPage }),
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
                path: paths.profileSubscription.path,
                lazy: async () => {
                  const [pages] = await Promise.all([profilePages(), loadAreaTexts('billing')]);
                  return { Component: pages.ProfileSubscriptionPage };
                },
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
