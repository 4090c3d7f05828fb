import { Container, Title } from '@mantine/core';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { RESET_QUERY, sections } from '../../config/paths.ts';
import { DatasetStats } from '../../features/dataset/components/dataset-stats.tsx';
import { LandingDetailsSkeleton } from '../../features/landing/components/landing-details-skeleton.tsx';
import { PricingSkeleton, SectionAnchor } from '../../features/landing/components/section-anchor.tsx';
import { SubscribersCounter } from '../../features/landing/components/subscribers-counter.tsx';
import { CompanySearch } from '../../features/search/components/company-search/company-search.tsx';
import { loadAreaTexts } from '../../lib/i18n.ts';
import classes from './routes.module.css';

// Only a reset link opens it: its form code loads then, not with every visit to the main page.
const NewPasswordDialog = lazy(() =>
  import('../../features/auth/components/new-password-dialog.tsx').then((m) => ({ default: m.NewPasswordDialog })),
);

/** Spec §2: a reset link lands here with `?uid=…&token=…` and opens the new-password dialog. */
function ResetPasswordFromLink() {
  const [params, setParams] = useSearchParams();
  const uid = params.get(RESET_QUERY.uid);
  const token = params.get(RESET_QUERY.token) ?? '';
  if (!uid) return null;
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(RESET_QUERY.uid);
        next.delete(RESET_QUERY.token);
        return next;
      },
      { replace: true },
    );
  return (
    <Suspense fallback={null}>
      <NewPasswordDialog key={`${uid}/${token}`} uid={uid} token={token} onClose={close} />
    </Suspense>
  );
}

/** The hero is the top of the page: bring it back into view and put the cursor in its search. */
function focusHeroSearch(hero: HTMLElement | null) {
  const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  window.scrollTo({ top: 0, behavior: calm ? 'instant' : 'smooth' });
  hero?.querySelector<HTMLInputElement>('input[type="search"]')?.focus({ preventScroll: true });
}

// Features, sources and "about" sit below the fold; their chunk loads while the search paints.
const LandingDetails = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/landing/components/landing-details.tsx'),
    loadAreaTexts('landing-sections'),
  ]);
  return { default: module.LandingDetails };
});

// The plans (their switch, order mutation and texts) are the page's last section: loaded the same way.
const PricingSection = lazy(async () => {
  const [module] = await Promise.all([
    import('../../features/billing/components/pricing-section.tsx'),
    loadAreaTexts('billing-plans'),
  ]);
  return { default: module.PricingSection };
});

/** Spec §2 `/`: hero search, compass banner, features, official sources, about, pricing. */
export function LandingPage() {
  const { t } = useTranslation();
  const heroRef = useRef<HTMLElement>(null);
  return (
    <>
      <PageTitle />
      <ResetPasswordFromLink />
      <section ref={heroRef} className={classes.hero} aria-labelledby="hero-title">
        <Container size="md" className={classes.heroInner}>
          <Title order={1} id="hero-title" className={classes.heroTitle}>
            {t('landing.title')}
          </Title>
          <p className={classes.heroSubtitle}>{t('landing.subtitle')}</p>
          <div className={classes.heroSearch}>
            <CompanySearch variant="hero" />
          </div>
          <DatasetStats />
        </Container>
      </section>
      <Suspense fallback={<LandingDetailsSkeleton />}>
        <LandingDetails onStart={() => focusHeroSearch(heroRef.current)} />
      </Suspense>
      <SectionAnchor id={sections.pricing} labelledBy="pricing-title">
        <Suspense fallback={<PricingSkeleton />}>
          <PricingSection />
        </Suspense>
        <SubscribersCounter />
      </SectionAnchor>
    </>
  );
}
