import { Badge } from '@mantine/core';
import { formatDate, type TReliabilityReply } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { SourceLine } from '../card-block.tsx';
import classes from './reliability.module.css';

type TFiredFactor = TReliabilityReply['factors'][number];
type TEvidence = TFiredFactor['evidence'][number];

// Russian groups digits from five upwards: «2025» stays a year, «12 345» is a sum.
const numberFormat = new Intl.NumberFormat('ru-RU', { useGrouping: 'min2', maximumFractionDigits: 2 });

const evidenceValue = (value: TEvidence['value']) =>
  typeof value === 'number' ? numberFormat.format(value) : (value ?? '—');

/** Labels come from the rules in Russian and English; Chinese readers get the English one. */
export function useFactorLabel() {
  const { i18n } = useTranslation();
  const russian = i18n.language.startsWith('ru');
  return (factor: { label: string; label_en: string }) => (russian ? factor.label : factor.label_en);
}

/** One fired factor: what it is, how the rule decides, the facts that triggered it, source and date. */
export function FactorItem({ factor }: { factor: TFiredFactor }) {
  const { t } = useTranslation();
  const label = useFactorLabel();
  return (
    <li className={classes.factor} data-polarity={factor.polarity} data-factor={factor.id}>
      <div className={classes.factorHead}>
        <span className={classes.factorLabel}>{label(factor)}</span>
        {factor.polarity === 'negative' ? (
          <Badge size="sm" variant="light" color="gray" className={classes.severity}>
            {t(`card-reliability.severity.${factor.severity}`)}
          </Badge>
        ) : null}
      </div>
      <p className={classes.rule}>{factor.rule}</p>
      {factor.evidence.length ? (
        <dl className={classes.evidence} aria-label={t('card-reliability.evidence.title')}>
          {factor.evidence.map((item) => (
            <div key={`${item.label}|${item.value}|${item.date}|${item.ref}`} className={classes.evidenceRow}>
              <dt>{item.label}</dt>
              <dd>
                <span className={classes.evidenceValue}>{evidenceValue(item.value)}</span>
                {item.date ? <span className={classes.evidenceMeta}>{formatDate(item.date)}</span> : null}
                {item.ref ? (
                  <span className={classes.evidenceMeta}>{t('card-reliability.evidence.ref', { ref: item.ref })}</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <SourceLine source={factor.source} />
    </li>
  );
}
