import { formatDate, type TCounterPartyCard } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { CardBlock } from '../../../../../components/ui/card-block.tsx';
import { CodeValue, Field, FieldList } from '../registry/field-list.tsx';
import classes from '../registry/registry.module.css';

/** ИНН, КПП, ОГРН and the statistics classifier codes, each identifier copyable. */
export function CodesBlock({ card }: { card: TCounterPartyCard }) {
  const { t } = useTranslation();
  const isCompany = card.kind === 'company';
  const ogrnDate = formatDate(card.ogrn_start_date ?? card.registration_date);
  const ogrnLabel = isCompany ? t('card-registry.details.ogrn') : t('card-registry.details.ogrnip');

  return (
    <CardBlock title={t('card-registry.details.codesTitle')} source={card.source}>
      <FieldList>
        <Field label={t('card-registry.details.inn')} copy={card.inn}>
          <span className={classes.code}>{card.inn}</span>
        </Field>
        {isCompany ? (
          <Field label={t('card-registry.details.kpp')} copy={card.kpp}>
            {card.kpp ? <span className={classes.code}>{card.kpp}</span> : null}
          </Field>
        ) : null}
        <Field label={ogrnLabel} copy={card.ogrn}>
          <span className={classes.code}>{card.ogrn}</span>
          {ogrnDate ? <span className={classes.muted}>{t('card-registry.fromDate', { date: ogrnDate })}</span> : null}
        </Field>
        <Field label={t('card-registry.details.okpo')} copy={card.okpo}>
          {card.okpo ? <span className={classes.code}>{card.okpo}</span> : null}
        </Field>
        <Field label={t('card-registry.details.okato')} copy={card.okato?.code}>
          {card.okato ? <CodeValue code={card.okato.code} /> : null}
        </Field>
        <Field label={t('card-registry.details.oktmo')} copy={card.oktmo?.code}>
          {card.oktmo ? <CodeValue code={card.oktmo.code} name={card.oktmo.name} /> : null}
        </Field>
        <Field label={t('card-registry.details.okogu')}>
          {card.okogu ? <CodeValue code={card.okogu.code} name={card.okogu.name} /> : null}
        </Field>
        <Field label={t('card-registry.details.okfs')}>
          {card.okfs ? <CodeValue code={card.okfs.code} name={card.okfs.name} /> : null}
        </Field>
        <Field label={t('card-registry.details.okopf')}>
          {card.okopf ? <CodeValue code={card.okopf.code} name={card.okopf.name} /> : null}
        </Field>
        <Field label={t('card-registry.details.extractDate')}>
          {card.extract_date ? <span className={classes.tabular}>{formatDate(card.extract_date)}</span> : null}
        </Field>
      </FieldList>
    </CardBlock>
  );
}
