import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths.ts';
import { session } from '../lib/session.ts';
import { keyFreshHistoryEntry } from './layouts/fresh-history-entry.ts';
import { appRoutes } from './route-tree.tsx';

// Before the router reads the entry: a page opened by a full load must not get another page's scroll.
keyFreshHistoryEntry(window.history);

export const router = createBrowserRouter(appRoutes);

// Spec §8: when the client ends the session itself (a refused refresh, a 403), go to the main page.
session.onForcedSignOut(() => {
  void router.navigate(paths.home.getHref(), { replace: true });
});
