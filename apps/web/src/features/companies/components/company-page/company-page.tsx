import { Button, Container, Paper, Text, Title } from '@mantine/core';
import type { TSeller } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryErrorBlock } from '../../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../../components/ui/page-title.tsx';
import { paths } from '../../../../config/paths.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { useSeller } from '../../api/get-seller.ts';
import classes from './company-page.module.css';
import { CompanyPageSkeleton } from './company-page-skeleton.tsx';
import { CompanyProfile } from './company-profile.tsx';

export interface TCompanyPageProps {
  /**
   * The seller's products, composed by the route from the marketplace
   * feature (the «Товары» block). Nothing shows when it is absent.
   */
  productsSlot?: (seller: TSeller) => ReactNode;
}

/** `/company/:id`: the marketplace seller behind the id, in all its states. */
export function CompanyPage({ productsSlot }: TCompanyPageProps) {
  // The route pattern guarantees the param; '' is simply "not found".
  const { id = '' } = useParams();
  // Seller ids are positive whole numbers; anything else cannot be one, no request needed.
  const isId = /^[1-9]\d{0,15}$/.test(id);
  return (
    <Container size="lg" className={classes.page}>
      {isId ? <CompanyPageBody key={id} id={id} productsSlot={productsSlot} /> : <NotFoundState />}
    </Container>
  );
}

function CompanyPageBody({ id, productsSlot }: { id: string } & TCompanyPageProps) {
  const { t } = useTranslation();
  const query = useSeller(id);

  if (query.isPending) return <CompanyPageSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && (query.error.isNotFound || query.error.isBadRequest)) return <NotFoundState />;
    return (
      <>
        <PageTitle title={t('company-page.loadError')} />
        <QueryErrorBlock title={t('company-page.loadError')} query={query} />
      </>
    );
  }
  const products = productsSlot?.(query.data);
  return (
    <>
      <CompanyProfile seller={query.data} />
      {products ? <section className={classes.products}>{products}</section> : null}
    </>
  );
}

function NotFoundState() {
  const { t } = useTranslation();
  return (
    <Paper withBorder className={classes.notFound}>
      <PageTitle title={t('company-page.notFoundTitle')} />
      <Title order={1} className={classes.title}>
        {t('company-page.notFoundTitle')}
      </Title>
      <Text c="dimmed" mt="xs" mb="lg">
        {t('company-page.notFoundText')}
      </Text>
      <Button component={Link} to={paths.search.getHref()} variant="light">
        {t('company-page.toSearch')}
      </Button>
    </Paper>
  );
}
