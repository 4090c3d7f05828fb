import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { TCounterPartyCard } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBlock } from '../../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../../components/ui/page-title.tsx';
import { paths } from '../../../../config/paths.ts';
import { isApiError } from '../../../../lib/api-client.ts';
import { errorMessageKey } from '../../../../lib/error-message.ts';
import { useCounterParty } from '../../api/get-counter-party.ts';
import { CardTabs, cardTabHref } from './card-tabs.tsx';
import classes from './company-card.module.css';
import { CompanyCardSkeleton } from './company-card-skeleton.tsx';
import { CompanyHeader } from './company-header.tsx';
import type { TCardSlots } from './tabs/tab-props.ts';
import { useCompanyTitle } from './use-company-title.ts';

interface TCounterPartyViewProps {
  id: string;
  /** Buttons for the card's header that other features provide (the export, 'Add to friends'). */
  renderActions?: (company: TCounterPartyCard) => ReactNode;
  /** What the card's tabs show from other features. */
  slots: TCardSlots;
  /** The search offered when there is no such counterparty. */
  search?: ReactNode;
}

/** The company card page body for `/counter-parties/:id`, in all its states. */
export function CounterPartyView({ id, renderActions, slots, search }: TCounterPartyViewProps) {
  const { t } = useTranslation();
  const query = useCounterParty(id);

  if (query.isPending) return <CompanyCardSkeleton />;

  if (query.isError) {
    const error = query.error;
    // 404 is "no such counterparty"; 400 means the id cannot be one (bad check digit …).
    if (isApiError(error) && (error.isNotFound || error.isBadRequest)) {
      return <NotFoundState id={id} detail={error.isBadRequest ? error.detail : null} search={search} />;
    }
    return (
      <>
        <PageTitle title={t('card.loadError')} />
        <ErrorBlock
          title={t('card.loadError')}
          message={t(errorMessageKey(error))}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </>
    );
  }

  return <CompanyCard company={query.data} actions={renderActions?.(query.data)} slots={slots} />;
}

interface TCompanyCardProps {
  company: TCounterPartyCard;
  actions?: ReactNode;
  slots: TCardSlots;
}

function CompanyCard({ company, actions, slots }: TCompanyCardProps) {
  const title = useCompanyTitle(company);
  return (
    <article>
      <PageTitle title={title} />
      <CompanyHeader
        company={company}
        actions={actions}
        verdict={<slots.ReliabilityVerdict card={company} tabHref={cardTabHref('reliability')} />}
      />
      <CardTabs card={company} slots={slots} />
    </article>
  );
}

function NotFoundState({ id, detail, search }: { id: string; detail: string | null; search?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder className={classes.notFound}>
      <PageTitle title={t('card.notFoundTitle')} />
      <Stack gap="sm">
        <Title order={1} className={classes.notFoundTitle}>
          {t('card.notFoundTitle')}
        </Title>
        {detail ? (
          <Text c="red.9" role="alert">
            {detail}
          </Text>
        ) : null}
        <Text c="dimmed">{t('card.notFoundText', { id })}</Text>
        {search ? <div className={classes.notFoundSearch}>{search}</div> : null}
        <div>
          <Button component={Link} to={paths.home.getHref()} variant="light">
            {t('card.backHome')}
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
