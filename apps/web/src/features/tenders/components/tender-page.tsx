import { Alert, Anchor, Button, Container, Group, Modal, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatRubles, type TTender } from '@sverka/shared';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useCancelTender, useTender, useTenderAllowance } from '../api/tenders.ts';
import { FileLink } from './file-link.tsx';
import { QuoteForm } from './quote-form.tsx';
import { ChatButton, QuotesTable } from './quotes-table.tsx';
import { TenderCompanyName, TenderFacts, TenderStateBadge, TendersNoCompany, TendersSignIn } from './tender-parts.tsx';
import classes from './tenders.module.css';

/**
 * What the route puts below a won tender for its two sides — the documents block, which lives in another
 * feature. `side`: the customer buys, the winner sells.
 */
export type TTenderDocumentsSlot = (tender: TTender, side: 'buyer' | 'seller') => ReactNode;

/** The viewer's side of a won tender's deal; null for a tender without a winner or for anyone else. */
export function dealSideOf(tender: TTender): 'buyer' | 'seller' | null {
  if (tender.status !== 'closed' || !tender.winner) return null;
  if (tender.is_mine) return 'buyer';
  return tender.winner.is_mine ? 'seller' : null;
}

function CancelButton({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const cancel = useCancelTender(tender.id);
  return (
    <>
      <Button variant="default" color="red" onClick={() => setOpened(true)} data-testid="tender-cancel">
        {t('tenders.page.cancel')}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t('tenders.page.cancel')}>
        <Stack gap="md">
          <Text size="sm">{t('tenders.page.cancelConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpened(false)}>
              {t('tenders.page.cancelNo')}
            </Button>
            <Button
              color="red"
              loading={cancel.isPending}
              onClick={() => cancel.mutate(undefined, { onSettled: () => setOpened(false) })}
            >
              {t('tenders.page.cancelYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** What a supplier sees below the tender: its result, its quote form, or why it cannot quote. */
function SupplierSide({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const allowance = useTenderAllowance();
  const mine = tender.my_quote;
  if (tender.status === 'closed' && mine) {
    return mine.is_winner ? (
      <Alert color="green" data-testid="tender-result" data-result="won">
        <Stack gap="xs">
          <Text fw={600}>{t('tenders.result.won')}</Text>
          <ChatButton tenderId={tender.id} quoteId={mine.id} />
        </Stack>
      </Alert>
    ) : (
      <Alert color="gray" data-testid="tender-result" data-result="lost">
        {t('tenders.result.lost')}
      </Alert>
    );
  }
  if (!tender.accepting_quotes) {
    return (
      <Alert color="gray" data-testid="tender-closed">
        {t('tenders.quoteForm.closed')}
      </Alert>
    );
  }
  if (allowance.isPending) return <Skeleton height={200} />;
  if (allowance.data && allowance.data.companies.length === 0) return <TendersNoCompany />;
  return (
    <Stack gap="sm">
      {mine ? <ChatButton tenderId={tender.id} quoteId={mine.id} /> : null}
      <QuoteForm tenderId={tender.id} quote={mine} />
    </Stack>
  );
}

function TenderView({ tender, renderDocuments }: { tender: TTender; renderDocuments?: TTenderDocumentsSlot }) {
  const { t } = useTranslation();
  const side = dealSideOf(tender);
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <Stack gap="sm">
          <div className={classes.head}>
            <Title order={1} className={classes.cardTitle} style={{ fontSize: 24 }}>
              {tender.title}
            </Title>
            <TenderStateBadge tender={tender} />
          </div>
          <div>
            <span>{t('tenders.fields.customer')}: </span>
            <TenderCompanyName company={tender.customer} />
          </div>
          <TenderFacts tender={tender} />
          <Text className={classes.description}>{tender.description || t('tenders.page.noDescription')}</Text>
          {tender.files.length ? (
            <Stack gap={4}>
              <Text fw={600}>{t('tenders.fields.files')}</Text>
              {tender.files.map((file) => (
                <FileLink key={file.id} file={file} />
              ))}
            </Stack>
          ) : null}
          {tender.winner ? (
            <Alert color="green" data-testid="tender-winner">
              {t('tenders.result.winnerIs', {
                name: tender.winner.supplier.name,
                price: formatRubles(tender.winner.price),
              })}
            </Alert>
          ) : null}
          {tender.is_mine && tender.status === 'open' ? (
            <Group>
              <CancelButton tender={tender} />
            </Group>
          ) : null}
        </Stack>
      </Paper>
      {side && renderDocuments ? renderDocuments(tender, side) : null}
      {tender.is_mine ? <QuotesTable tender={tender} /> : <SupplierSide tender={tender} />}
    </Stack>
  );
}

function Tender({ id, renderDocuments }: { id: number; renderDocuments?: TTenderDocumentsSlot }) {
  const { t } = useTranslation();
  const tender = useTender(id);
  if (tender.isPending) return <Skeleton height={320} radius="md" />;
  if (tender.isError) {
    if (isApiError(tender.error) && tender.error.isNotFound) {
      return (
        <Stack gap="sm" align="flex-start" data-testid="tender-not-found">
          <Title order={1}>{t('tenders.page.notFound')}</Title>
          <Anchor component={Link} to={paths.tenders.getHref()}>
            {t('tenders.page.back')}
          </Anchor>
        </Stack>
      );
    }
    return <QueryErrorBlock title={t('tenders.loadError')} query={tender} />;
  }
  return (
    <>
      <PageTitle title={tender.data.title} />
      <TenderView tender={tender.data} renderDocuments={renderDocuments} />
    </>
  );
}

/**
 * `/tenders/{id}`: the tender; the customer compares the quotes, a supplier quotes; once won, the customer
 * and the winner exchange the deal's documents in the block the route renders.
 */
export function TenderPage({ renderDocuments }: { renderDocuments?: TTenderDocumentsSlot } = {}) {
  const { t } = useTranslation();
  const signedIn = useIsSignedIn();
  const id = Number(useParams().id);
  return (
    <Container size="lg" className={classes.page}>
      <Anchor component={Link} to={paths.tenders.getHref()} size="sm">
        ← {t('tenders.page.back')}
      </Anchor>
      {!signedIn ? (
        <TendersSignIn />
      ) : Number.isSafeInteger(id) && id > 0 ? (
        <Tender id={id} renderDocuments={renderDocuments} />
      ) : (
        <Title order={1}>{t('tenders.page.notFound')}</Title>
      )}
    </Container>
  );
}
