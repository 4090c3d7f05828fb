import { Container, Title } from '@mantine/core';
import { formatRubles } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CARD_SYSTEMS, cardLengthsText, MIN_PAYMENT_RUBLES, PAYMENT_STEPS } from '../lib/payment-terms.ts';
import classes from './payment-info.module.css';

interface TPaymentInfoViewProps {
  /** How to reach support about a refund: the provider's email, once known. */
  supportContact: ReactNode;
  /** The provider's legal and bank details block. */
  requisites: ReactNode;
}

/** `/payment-info` (spec §2 "Payment info page"): amounts, cards, the course of a payment, receipt, refunds. */
export function PaymentInfoView({ supportContact, requisites }: TPaymentInfoViewProps) {
  const { t, i18n } = useTranslation();
  return (
    <Container size="md" className={classes.page}>
      <header className={classes.header}>
        <Title order={1} className={classes.title}>
          {t('payment-info.title')}
        </Title>
        <p className={classes.lead}>{t('payment-info.lead')}</p>
      </header>

      <Block id="amount" title={t('payment-info.amount.title')}>
        <p>{t('payment-info.amount.text', { amount: formatRubles(MIN_PAYMENT_RUBLES) })}</p>
      </Block>

      <Block id="cards" title={t('payment-info.cards.title')}>
        <p>{t('payment-info.cards.text', { lengths: cardLengthsText(i18n.language) })}</p>
        <ul className={classes.systems} aria-label={t('payment-info.cards.systems')}>
          {CARD_SYSTEMS.map((system) => (
            <li key={system.key} className={classes.system}>
              {system.translated ? t(`payment-info.cards.names.${system.key}`) : system.name}
            </li>
          ))}
        </ul>
        <p>{t('payment-info.cards.cvc')}</p>
      </Block>

      <Block id="how" title={t('payment-info.how.title')}>
        <ol className={classes.steps}>
          {PAYMENT_STEPS.map((step) => (
            <li key={step} className={classes.step}>
              {t(`payment-info.how.steps.${step}`)}
            </li>
          ))}
        </ol>
      </Block>

      <Block id="receipt" title={t('payment-info.receipt.title')}>
        <p>{t('payment-info.receipt.text')}</p>
      </Block>

      <Block id="refund" title={t('payment-info.refund.title')}>
        <p>{t('payment-info.refund.text')}</p>
        <p>{t('payment-info.refund.how')}</p>
        <div className={classes.contact}>{supportContact}</div>
      </Block>

      <Block id="requisites" title={t('payment-info.requisites.title')}>
        {requisites}
      </Block>
    </Container>
  );
}

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `payment-${id}`;
  return (
    <section className={classes.block} aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.blockTitle}>
        {title}
      </Title>
      <div className={classes.blockBody}>{children}</div>
    </section>
  );
}
