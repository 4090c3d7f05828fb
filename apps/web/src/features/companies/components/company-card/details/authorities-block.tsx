import { formatDate, type TCounterPartyCard } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { CardBlock } from '../../../../../components/ui/card-block.tsx';
import { Field, FieldList } from '../registry/field-list.tsx';
import classes from '../registry/registry.module.css';

type TFund = NonNullable<TCounterPartyCard['pensionFund']>;

function FundValue({ fund }: { fund: TFund }) {
  const { t } = useTranslation();
  const date = formatDate(fund.registration_date);
  return (
    <>
      <span className={classes.code}>{fund.registration_number}</span>
      {date ? <span className={classes.muted}>{t('card-registry.fromDate', { date })}</span> : null}
      {fund.name ? <span className={classes.note}>{fund.name}</span> : null}
    </>
  );
}

/** Where the ЮЛ or ИП is registered: the tax office (registering and current) and the social funds. */
export function AuthoritiesBlock({ card }: { card: TCounterPartyCard }) {
  const { t } = useTranslation();
  const tax = card.taxAuthority;
  const currentSince = formatDate(tax?.current?.since);

  return (
    <CardBlock title={t('card-registry.details.authoritiesTitle')} source={card.source}>
      <FieldList>
        <Field label={t('card-registry.details.taxRegistering')}>
          {tax ? (
            <>
              {tax.code ? <span className={classes.code}>{tax.code}</span> : null}
              <span>{tax.name}</span>
              {tax.address ? <span className={classes.note}>{tax.address}</span> : null}
            </>
          ) : null}
        </Field>
        <Field label={t('card-registry.details.taxCurrent')}>
          {tax?.current ? (
            <>
              {tax.current.code ? <span className={classes.code}>{tax.current.code}</span> : null}
              <span>{tax.current.name}</span>
              {currentSince ? (
                <span className={classes.note}>{t('card-registry.details.since', { date: currentSince })}</span>
              ) : null}
            </>
          ) : null}
        </Field>
        <Field label={t('card-registry.details.pensionFund')} copy={card.pensionFund?.registration_number}>
          {card.pensionFund ? <FundValue fund={card.pensionFund} /> : null}
        </Field>
        <Field
          label={t('card-registry.details.socialInsuranceFund')}
          copy={card.socialInsuranceFund?.registration_number}
        >
          {card.socialInsuranceFund ? <FundValue fund={card.socialInsuranceFund} /> : null}
        </Field>
        {card.socialFund ? (
          <Field label={t('card-registry.details.socialFund')} copy={card.socialFund.registration_number}>
            <FundValue fund={card.socialFund} />
          </Field>
        ) : null}
      </FieldList>
    </CardBlock>
  );
}
