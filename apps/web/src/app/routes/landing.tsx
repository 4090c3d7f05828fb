import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { CompanySearch } from '../../features/companies/components/company-search/company-search.tsx';
import { DatasetStats } from '../../features/dataset/components/dataset-stats.tsx';
import classes from './routes.module.css';

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle />
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
