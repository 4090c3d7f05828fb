import { Button, Container, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { TENDERS_PAGE_SIZE } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useTenders } from '../api/tenders.ts';
import {
  hasTenderFilters,
  readTenderFilters,
  type TTenderFilters,
  tenderApiParams,
  writeTenderFilters,
} from '../lib/tender-params.ts';
import { TenderCard } from './tender-card.tsx';
import { TenderFilters } from './tender-filters.tsx';
import { TendersSignIn } from './tender-parts.tsx';
import classes from './tenders.module.css';

function TenderList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readTenderFilters(params);
  const tenders = useTenders(tenderApiParams(filters));
  const apply = (patch: Partial<TTenderFilters>) =>
    setParams(writeTenderFilters({ ...filters, page: 1, ...patch }), { preventScrollReset: !('page' in patch) });
  const filtered = hasTenderFilters(filters);
  return (
    <>
      <TenderFilters key={filters.search} filters={filters} onApply={apply} />
      {filtered ? (
        <Button variant="subtle" onClick={() => setParams(new URLSearchParams())} style={{ alignSelf: 'flex-start' }}>
          {t('tenders.filters.reset')}
        </Button>
      ) : null}
      {tenders.isPending ? (
        <Skeleton height={200} radius="md" />
      ) : tenders.isError ? (
        <QueryErrorBlock title={t('tenders.loadError')} query={tenders} />
      ) : tenders.data.result.length === 0 ? (
        <Text c="dimmed" data-testid="tenders-empty">
          {filtered ? t('tenders.empty') : t('tenders.emptyAll')}
        </Text>
      ) : (
        <Stack gap="sm" style={{ opacity: tenders.isPlaceholderData ? 0.6 : 1 }}>
          <Text size="sm" c="dimmed">
            {t('tenders.count', { count: tenders.data.count })}
          </Text>
          <ul className={classes.list} data-testid="tenders-list">
            {tenders.data.result.map((tender) => (
              <TenderCard key={tender.id} tender={tender} />
            ))}
          </ul>
          {tenders.data.count > TENDERS_PAGE_SIZE ? (
            <Pagination
              total={Math.ceil(tenders.data.count / TENDERS_PAGE_SIZE)}
              value={filters.page}
              onChange={(page) => apply({ page })}
            />
          ) : null}
        </Stack>
      )}
    </>
  );
}

/** `/tenders`: open purchase requests of companies, with filters, and the way to publish one's own. */
export function TendersPage() {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  return (
    <Container size="lg" className={classes.page}>
      <PageTitle title={t('tenders.title')} />
      <div className={classes.head}>
        <Stack gap={4}>
          <Title order={1}>{t('tenders.title')}</Title>
          <Text c="dimmed">{t('tenders.intro')}</Text>
        </Stack>
        {signedIn ? (
          <Button component={Link} to={paths.tenderNew.getHref()} data-testid="tenders-publish">
            {t('tenders.publish')}
          </Button>
        ) : null}
      </div>
      {signedIn ? <TenderList /> : <TendersSignIn />}
    </Container>
  );
}
