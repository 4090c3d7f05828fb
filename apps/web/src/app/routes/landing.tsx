import { Container, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { RESET_QUERY } from '../../config/paths.ts';
import { CompanySearch } from '../../features/companies/components/company-search/company-search.tsx';
import { DatasetStats } from '../../features/dataset/components/dataset-stats.tsx';
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

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle />
      <ResetPasswordFromLink />
      <section className={classes.hero} aria-labelledby="hero-title">
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
    </>
  );
}
