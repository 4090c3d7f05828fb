import { Badge } from '@mantine/core';
import { factorArticleSlug, formatDate, type TReliabilityReply } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SourceLine } from '../../../components/ui/card-block.tsx';
import { paths } from '../../../config/paths.ts';
import { classifyEvidenceLabel } from '../lib/evidence-label.ts';
import classes from './reliability.module.css';

type TFiredFactor = TReliabilityReply['factors'][number];
type TEvidence = TFiredFactor['evidence'][number];

// Russian groups digits from five upwards: «2025» stays a year, «12 345» is a sum.
const numberFormat = new Intl.NumberFormat('ru-RU', { useGrouping: 'min2', maximumFractionDigits: 2 });

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Numbers grouped, dates as DD.MM.YYYY: a rule may hand over a date as the value itself. */
const evidenceValue = (value: TEvidence['value']) =>
  typeof value === 'number'
    ? numberFormat.format(value)
    : value && ISO_DATE.test(value)
      ? formatDate(value)
      : (value ?? '—');

/** The date beside the value, unless the value is that date already («Дата регистрации: 02.12.2008» once). */
const evidenceDate = (item: TEvidence) => (item.date && item.date !== item.value ? formatDate(item.date) : null);

type TFactorHead = { id: string; label: string; label_en: string };

/**
 * A factor's name and rule in the interface language, by its stable id (`card-factors` texts). A factor
 * this build does not know yet keeps the server's wording: Russian, or the English name elsewhere.
 */
export function useFactorText() {
  const { t, i18n } = useTranslation();
  const russian = i18n.language.startsWith('ru');
  return {
    label: (factor: TFactorHead) =>
      t(`card-factors.factors.${factor.id}.label`, { defaultValue: russian ? factor.label : factor.label_en }),
    rule: (factor: TFactorHead & { rule: string }) =>
      t(`card-factors.factors.${factor.id}.rule`, { defaultValue: factor.rule }),
    /** An evidence label: Russian as sent, otherwise translated when it is ours and kept when it is data. */
    evidence: (label: string): string => {
      if (russian) return label;
      const found = classifyEvidenceLabel(label);
      if (found.kind === 'evidence') return t(`card-factors.evidence.${found.key}`);
      if (found.kind === 'evidenceOfYear') {
        return t('card-factors.evidenceOfYear', { label: t(`card-factors.evidence.${found.key}`), year: found.year });
      }
      if (found.kind === 'factor') return t(`card-factors.factors.${found.id}.label`);
      return label;
    },
    /**
     * The language of a label left as data in another interface language: a record's Russian wording is
     * marked `lang="ru"` so screen readers pronounce it as Russian.
     */
    evidenceLang: (label: string) =>
      !russian && classifyEvidenceLabel(label).kind === 'data' && /[А-Яа-яЁё]/.test(label) ? 'ru' : undefined,
    /** Why a factor was not checked: the server's own words in Russian, a general reason elsewhere. */
    reason: (reason: string) => (russian ? reason : t('card-reliability.notChecked.noData')),
  };
}

/** «Что это значит»: the knowledge-base article that explains the factor (its group's or its own). */
export function FactorArticleLink({ factorId }: { factorId: string }) {
  const { t } = useTranslation();
  const slug = factorArticleSlug(factorId);
  if (!slug) return null;
  return (
    <Link to={paths.knowledgeArticle.getHref(slug)} className={classes.articleLink} data-article={slug}>
      {t('card-reliability.articleLink')}
    </Link>
  );
}

/** One fired factor: what it is, how the rule decides, the facts that triggered it, source and date. */
export function FactorItem({ factor }: { factor: TFiredFactor }) {
  const { t } = useTranslation();
  const text = useFactorText();
  return (
    <li className={classes.factor} data-polarity={factor.polarity} data-factor={factor.id}>
      <div className={classes.factorHead}>
        <span className={classes.factorLabel}>{text.label(factor)}</span>
        {factor.polarity === 'negative' ? (
          <Badge size="sm" variant="light" color="gray" className={classes.severity}>
            {t(`card-reliability.severity.${factor.severity}`)}
          </Badge>
        ) : null}
      </div>
      <p className={classes.rule}>{text.rule(factor)}</p>
      {factor.evidence.length ? (
        <dl className={classes.evidence} aria-label={t('card-reliability.evidence.title')}>
          {factor.evidence.map((item) => (
            <div key={`${item.label}|${item.value}|${item.date}|${item.ref}`} className={classes.evidenceRow}>
              <dt lang={text.evidenceLang(item.label)}>{text.evidence(item.label)}</dt>
              <dd>
                <span className={classes.evidenceValue}>{evidenceValue(item.value)}</span>
                {evidenceDate(item) ? <span className={classes.evidenceMeta}>{evidenceDate(item)}</span> : null}
                {item.ref ? (
                  <span className={classes.evidenceMeta}>{t('card-reliability.evidence.ref', { ref: item.ref })}</span>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <SourceLine source={factor.source} />
      <FactorArticleLink factorId={factor.id} />
    </li>
  );
}
