import { createBrowserRouter, Navigate } from 'react-router';
import { paths } from '../config/paths.ts';
import { ProfileInfo } from '../features/profile/components/profile-info.tsx';
import { session } from '../lib/session.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { LandingPage } from './routes/landing.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { ProfileAddCompanyPage, ProfileFriendsPage, ProfileRoute, ProfileSupportPage } from './routes/profile.tsx';
import { ResetPasswordRedirect } from './routes/reset-password.tsx';
import { RouteError } from './routes/route-error.tsx';
import { SearchPage } from './routes/search.tsx';

/**
 * Only pages that exist are routed; the blog, marketplace and the rest of the
 * profile arrive with their issues (layout-kind.ts already gives the blog the
 * full chrome, profile-nav-items.ts lists the profile pages still to come).
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    children: [
      {
        // Pathless: a crashing page shows its error inside the header and footer.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <LandingPage /> },
          {
            path: paths.counterParty.path,
            // The card is the heaviest page: its code loads when a card is opened, not with the landing page.
            lazy: async () => ({ Component: (await import('./routes/counter-party.tsx')).CounterPartyPage }),
          },
          {
            path: paths.companyPage.path,
            lazy: async () => ({
              Component: (await import('../features/company-page/components/company-page.tsx')).CompanyPage,
            }),
          },
          { path: paths.search.path, element: <SearchPage /> },
          { path: paths.resetPassword.path, element: <ResetPasswordRedirect /> },
          {
            path: paths.profile.path,
            element: <ProfileRoute />,
            children: [
              { index: true, element: <Navigate to={paths.profileInfo.getHref()} replace /> },
              { path: paths.profileInfo.path, element: <ProfileInfo /> },
              { path: paths.profileFriends.path, element: <ProfileFriendsPage /> },
              { path: paths.profileSupport.path, element: <ProfileSupportPage /> },
              { path: paths.profileAddCompany.path, element: <ProfileAddCompanyPage /> },
              { path: '*', element: <NotFoundPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

// Spec §8: when the client ends the session itself (a refused refresh, a 403), go to the main page.
session.onForcedSignOut(() => {
  void router.navigate(paths.home.getHref(), { replace: true });
});
