import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths.ts';
import { RootLayout } from './layouts/root-layout.tsx';
import { CounterPartyPage } from './routes/counter-party.tsx';
import { LandingPage } from './routes/landing.tsx';
import { NotFoundPage } from './routes/not-found.tsx';
import { RouteError } from './routes/route-error.tsx';
import { SearchPage } from './routes/search.tsx';

/**
 * Only pages that exist are routed; the blog, marketplace and profile arrive
 * with their issues (layout-kind.ts already gives the blog the full chrome).
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
          { path: paths.counterParty.path, element: <CounterPartyPage /> },
          { path: paths.search.path, element: <SearchPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
