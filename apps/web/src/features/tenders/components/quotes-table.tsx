import { Badge, Button, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { formatDate, formatRubles, type TQuote, type TTender } from '@sverka/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { openTenderChat, useChooseWinner, useQuotes } from '../api/tenders.ts';
import { DEFAULT_QUOTE_SORT, nextQuoteSort, sortQuotes, type TQuoteSortKey } from '../lib/quote-sort.ts';
import { FileLink } from './file-link.tsx';
import { TenderCompanyName } from './tender-parts.tsx';
import classes from './tenders.module.css';

const failureOf = (error: unknown) =>
  error
    ? isApiError(error) && error.detail && error.status < 500
      ? { text: error.detail }
      : { key: errorMessageKey(error) }
    : null;

/** «Написать»: the tender's chat room with this supplier, opened in the messages. */
export function ChatButton({ tenderId, quoteId }: { tenderId: number; quoteId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = useMutation({
    mutationFn: () => openTenderChat(tenderId, quoteId),
    onSuccess: (room) => navigate(paths.profileMessages.getHref(room.slug)),
  });
  return (
    <Stack gap={2}>
      <Button
        size="xs"
        variant="light"
        loading={open.isPending}
        onClick={() => open.mutate()}
        data-testid="tender-chat"
      >
        {t('tenders.quotes.chat')}
      </Button>
      <FormAlert message={failureOf(open.error)} />
    </Stack>
  );
}

/** The customer's comparison: every quote, sortable by price, delivery, supplier and reliability; the winner's pick. */
export function QuotesTable({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const quotes = useQuotes(tender.id, true);
  const choose = useChooseWinner(tender.id);
  const [sort, setSort] = useState(DEFAULT_QUOTE_SORT);
  const [confirming, setConfirming] = useState<TQuote | null>(null);
  if (quotes.isPending) return null;
  if (quotes.isError) return <QueryErrorBlock title={t('tenders.quotes.loadError')} query={quotes} />;
  const canChoose = tender.status === 'open';

  const confirmChoice = (quote: TQuote) => setConfirming(quote);

  const header = (key: TQuoteSortKey, label: string) => {
    const active = sort.key === key;
    return (
      <Table.Th aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}>
        <button
          type="button"
          className={classes.sortButton}
          onClick={() => setSort(nextQuoteSort(sort, key))}
          aria-label={t('tenders.quotes.sortBy', { column: label })}
          data-testid={`tender-sort-${key}`}
        >
          {label}
          {active ? (sort.direction === 'asc' ? ' ↑' : ' ↓') : ''}
        </button>
      </Table.Th>
    );
  };

  return (
    <Stack gap="sm" data-testid="tender-quotes">
      <Title order={2} size="h3">
        {t('tenders.quotes.title')}
      </Title>
      {quotes.data.length === 0 ? (
        <Text c="dimmed" data-testid="tender-quotes-empty">
          {t('tenders.quotes.empty')}
        </Text>
      ) : (
        <div className={classes.tableWrap}>
          <Table striped withTableBorder miw={720}>
            <Table.Thead>
              <Table.Tr>
                {header('supplier', t('tenders.quotes.supplier'))}
                {header('price', t('tenders.quotes.price'))}
                {header('delivery', t('tenders.quotes.delivery'))}
                <Table.Th>{t('tenders.quotes.terms')}</Table.Th>
                {header('reliability', t('tenders.quotes.reliability'))}
                <Table.Th>{t('tenders.quotes.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sortQuotes(quotes.data, sort).map((quote) => (
                <Table.Tr
                  key={quote.id}
                  className={quote.is_winner ? classes.winner : undefined}
                  data-testid="tender-quote-row"
                >
                  <Table.Td>
                    <TenderCompanyName company={quote.supplier} />
                    {quote.is_winner ? (
                      <Badge ml={6} color="green" data-testid="tender-winner-badge">
                        {t('tenders.quotes.winner')}
                      </Badge>
                    ) : null}
                  </Table.Td>
                  <Table.Td data-testid="tender-quote-price">{formatRubles(quote.price)}</Table.Td>
                  <Table.Td>{quote.delivery_date ? formatDate(quote.delivery_date) : '—'}</Table.Td>
                  <Table.Td>
                    <Text size="sm" className={classes.description}>
                      {quote.terms}
                    </Text>
                    {quote.comment ? (
                      <Text size="sm" c="dimmed" className={classes.description}>
                        {quote.comment}
                      </Text>
                    ) : null}
                    {quote.file ? <FileLink file={quote.file} /> : null}
                  </Table.Td>
                  <Table.Td>{quote.supplier.reliability ? quote.supplier.reliability.score : '—'}</Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <ChatButton tenderId={tender.id} quoteId={quote.id} />
                      {canChoose ? (
                        <Button size="xs" onClick={() => confirmChoice(quote)} data-testid="tender-choose">
                          {t('tenders.quotes.choose')}
                        </Button>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
      <FormAlert message={failureOf(choose.error)} />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('tenders.quotes.choose')}>
        <Stack gap="md">
          <Text size="sm">{t('tenders.quotes.chooseConfirm', { name: confirming?.supplier.name ?? '' })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              loading={choose.isPending}
              data-testid="tender-choose-confirm"
              onClick={() => confirming && choose.mutate(confirming.id, { onSettled: () => setConfirming(null) })}
            >
              {t('tenders.quotes.chooseYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
