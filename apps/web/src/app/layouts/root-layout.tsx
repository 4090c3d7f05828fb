import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { DatasetLoadingBanner } from '../../features/dataset/components/dataset-loading-banner.tsx';
import { FullFooter, SmallFooter } from './footers.tsx';
import { FullHeader } from './full-header.tsx';
import { layoutKindFor } from './layout-kind.ts';
import classes from './layouts.module.css';
import { LightHeader } from './light-header.tsx';
import { ScrollManager } from './scroll-manager.tsx';

const MAIN_ID = 'main';

/** Page chrome for every route: the full or light header and footer, chosen by path. */
export function RootLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const kind = layoutKindFor(pathname);

  // Focus <main> directly: a "#main" hash would become a router navigation.
  const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(MAIN_ID)?.focus();
  };

  return (
    <div className={classes.shell}>
      <a href={`#${MAIN_ID}`} className={classes.skipLink} onClick={skipToContent}>
        {t('app.skipToContent')}
      </a>
      {kind === 'full' ? <FullHeader /> : <LightHeader />}
      <DatasetLoadingBanner />
      <main id={MAIN_ID} tabIndex={-1} className={classes.main} data-layout={kind}>
        <Outlet />
      </main>
      {kind === 'full' ? <FullFooter /> : <SmallFooter />}
      <ScrollManager />
    </div>
  );
}
