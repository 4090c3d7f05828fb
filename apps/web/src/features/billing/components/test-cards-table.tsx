import { Button, Table, Text, Title } from '@mantine/core';
import { formatCardNumber, SANDBOX_TEST_CARDS } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './sandbox.module.css';

/** The sandbox's test cards with a button that fills the form with each (YooKassa's test shop does the same). */
export function TestCardsTable({ onFill, disabled }: { onFill: (number: string) => void; disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <section className={classes.testCards} aria-labelledby="sandbox-test-cards">
      <Title order={2} size="h4" id="sandbox-test-cards" mb={4}>
        {t('billing.sandbox.testCards.title')}
      </Title>
      <Text size="sm" c="dimmed" mb={8}>
        {t('billing.sandbox.testCards.hint')}
      </Text>
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing="xs" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('billing.sandbox.testCards.number')}</Table.Th>
              <Table.Th>{t('billing.sandbox.testCards.outcome')}</Table.Th>
              <Table.Th aria-label={t('billing.sandbox.testCards.actions')} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SANDBOX_TEST_CARDS.map((card) => (
              <Table.Tr key={card.number} data-testid="sandbox-test-card" data-outcome={card.outcome}>
                <Table.Td className={classes.cardNumber}>{formatCardNumber(card.number)}</Table.Td>
                <Table.Td>{t(`billing.sandbox.testCards.outcomes.${card.outcome}`)}</Table.Td>
                <Table.Td>
                  <Button size="compact-sm" variant="light" disabled={disabled} onClick={() => onFill(card.number)}>
                    {t('billing.sandbox.testCards.fill')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
