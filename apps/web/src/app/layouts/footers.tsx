import { Container } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/logo.tsx';
import { paths, sections } from '../../config/paths.ts';
import { DatasetNotice } from '../../features/dataset/components/dataset-notice.tsx';
import classes from './layouts.module.css';
import { NAV_ITEMS } from './nav-items.ts';
import { NavLinkList } from './nav-link-list.tsx';

/** The OpenAPI document served by the API server (design.md "The API contract"). */
const API_DOCS_HREF = '/api/docs';

const year = () => new Date().getFullYear();

// The news links and the provider's requisites wait for requests anyway: their code (and the
// contracts it validates with) loads with them instead of with every first page.
const LatestNewsLinks = lazy(() =>
  import('../../features/blog/components/latest-news-links.tsx').then((m) => ({ default: m.LatestNewsLinks })),
);
const FooterRequisites = lazy(() =>
  import('../../features/requisites/components/footer-requisites.tsx').then((m) => ({ default: m.FooterRequisites })),
);

/** Footer of the landing page and the blog; its id is the "Реквизиты" menu target. */
export function FullFooter() {
  const { t } = useTranslation();
  // The footer lists the menu's pages, not the link that points at the footer itself.
  const items = NAV_ITEMS.filter((item) => item.available && item.key !== 'requisites');
  return (
    <footer id={sections.footer} className={classes.footer}>
      <Container size="lg">
        <div className={classes.footerGrid}>
          <div className={classes.footerAbout}>
            <Logo />
            <p>{t('footer.about')}</p>
          </div>
          <div>
            <h2 className={classes.footerHeading}>{t('footer.sections')}</h2>
            <NavLinkList items={items} label={t('footer.sections')} orientation="vertical">
              <li>
                <Link to={paths.knowledge.getHref()} className={classes.navLink}>
                  {t('footer.knowledge')}
                </Link>
              </li>
              <li>
                <Link to={paths.paymentInfo.getHref()} className={classes.navLink}>
                  {t('footer.paymentInfo')}
                </Link>
              </li>
              <li>
                <a href={API_DOCS_HREF} className={classes.navLink}>
                  {t('footer.apiDocs')}
                </a>
              </li>
            </NavLinkList>
          </div>
          <div>
            <Suspense fallback={null}>
              <LatestNewsLinks />
            </Suspense>
          </div>
          <section className={classes.footerRequisites} aria-labelledby="footer-requisites">
            <Suspense fallback={null}>
              <FooterRequisites headingId="footer-requisites" />
            </Suspense>
          </section>
        </div>
        <div className={classes.footerNotice}>
          <DatasetNotice />
        </div>
        <SmallPrint />
      </Container>
    </footer>
  );
}

/** Footer of inner pages: the data notice and one line of small print. */
export function SmallFooter() {
  return (
    <footer className={classes.smallFooter}>
      <Container size="lg">
        <DatasetNotice />
        <SmallPrint />
      </Container>
    </footer>
  );
}

/** The copyright and the disclaimer at the foot of every page. */
function SmallPrint() {
  const { t } = useTranslation();
  return (
    <div className={classes.footerBottom}>
      <span>{t('footer.copyright', { year: year() })}</span>
      <span>{t('footer.disclaimer')}</span>
    </div>
  );
}
