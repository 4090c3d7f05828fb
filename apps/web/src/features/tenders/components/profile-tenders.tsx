import { Badge, Button, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { formatRubles, type TMyQuote } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { paths } from '../../../config/paths.ts';
import { useMyQuotes, useMyTenders } from '../api/tenders.ts';
import { TenderCard } from './tender-card.tsx';
import classes from './tenders.module.css';

/** Where a supplier's quote stands: won, not chosen, or still waiting for the customer. */
export function quoteOutcome(quote: TMyQuote): 'won' | 'lost' | 'waiting' | 'cancelled' {
  if (quote.is_winner) return 'won';
  if (quote.tender_summary.status === 'closed') return 'lost';
  if (quote.tender_summary.status === 'cancelled') return 'cancelled';
  return 'waiting';
}

const OUTCOME_COLOR = { won: 'green', lost: 'gray', waiting: 'blue', cancelled: 'red' } as const;

function MyTenders() {
  const { t } = useTranslation();
  const tenders = useMyTenders();
  if (tenders.isPending) return <Skeleton height={160} />;
  if (tenders.isError) return <QueryErrorBlock title={t('tenders.profile.loadError')} query={tenders} />;
  if (tenders.data.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="profile-tenders-empty">
        <Text c="dimmed">{t('tenders.profile.emptyMine')}</Text>
        <Button component={Link} to={paths.tenderNew.getHref()} variant="light">
          {t('tenders.publish')}
        </Button>
      </Stack>
    );
  }
  return (
    <ul className={classes.list} data-testid="profile-tenders-mine">
      {tenders.data.map((tender) => (
        <TenderCard key={tender.id} tender={tender} />
      ))}
    </ul>
  );
}

function MyQuotes() {
  const { t } = useTranslation();
  const quotes = useMyQuotes();
  if (quotes.isPending) return <Skeleton height={160} />;
  if (quotes.isError) return <QueryErrorBlock title={t('tenders.profile.loadError')} query={quotes} />;
  if (quotes.data.length === 0) {
    return (
      <Stack gap="sm" align="flex-start" data-testid="profile-quotes-empty">
        <Text c="dimmed">{t('tenders.profile.emptyQuotes')}</Text>
        <Button component={Link} to={paths.tenders.getHref()} variant="light">
          {t('tenders.profile.findTenders')}
        </Button>
      </Stack>
    );
  }
  return (
    <ul className={classes.list} data-testid="profile-tenders-quotes">
      {quotes.data.map((quote) => {
        const outcome = quoteOutcome(quote);
        return (
          <TenderCard
            key={quote.id}
            tender={quote.tender_summary}
            extra={
              <Text size="sm">
                {t('tenders.profile.myPrice', { price: formatRubles(quote.price) })}{' '}
                <Badge
                  color={OUTCOME_COLOR[outcome]}
                  variant="light"
                  data-testid="quote-outcome"
                  data-outcome={outcome}
                >
                  {t(`tenders.profile.outcome.${outcome}`)}
                </Badge>
              </Text>
            }
          />
        );
      })}
    </ul>
  );
}

/** `/profile/tenders`: the tenders of my companies (`?tab=mine`, the default) and their quotes (`?tab=quotes`). */
export function ProfileTenders() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'quotes' ? 'quotes' : 'mine';
  return (
    <Stack gap="md">
      <SegmentedControl
        value={tab}
        onChange={(value) => setParams(value === 'quotes' ? { tab: 'quotes' } : {})}
        data={[
          { value: 'mine', label: t('tenders.profile.mine') },
          { value: 'quotes', label: t('tenders.profile.quotes') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      {tab === 'mine' ? <MyTenders /> : <MyQuotes />}
    </Stack>
  );
}
