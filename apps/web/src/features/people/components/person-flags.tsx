import { formatDate, type TPerson, type TPersonFlag } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState, SourceLine } from '../../../components/ui/card-block.tsx';
import classes from './person-page.module.css';

const todayIso = () => new Date().toISOString().slice(0, 10);

function FlagItem({ flag }: { flag: TPersonFlag }) {
  const { t } = useTranslation();
  if (flag.kind !== 'disqualified') {
    return (
      <li className={classes.flag} data-flag={flag.kind}>
        <p className={classes.flagTitle}>
          {t(flag.kind === 'mass_director' ? 'people.flags.massDirector' : 'people.flags.massFounder', {
            count: flag.count ?? 0,
          })}
        </p>
        <SourceLine source={flag.source} />
      </li>
    );
  }
  const inForce = flag.to === null || flag.to >= todayIso();
  const period = flag.from
    ? flag.to
      ? t('people.flags.period', { from: formatDate(flag.from), to: formatDate(flag.to) })
      : t('people.flags.from', { from: formatDate(flag.from) })
    : null;
  return (
    <li className={classes.flag} data-flag={flag.kind} data-in-force={inForce}>
      <p className={classes.flagTitle}>
        {t('people.flags.disqualified')}
        {period ? ` ${period}` : null}
        <span className={classes.flagState}>{inForce ? t('people.flags.inForce') : t('people.flags.expired')}</span>
      </p>
      {flag.organization || flag.article ? (
        <dl className={classes.facts}>
          {flag.organization ? (
            <div>
              <dt>{t('people.flags.organization')}</dt>
              <dd lang="ru">{flag.organization}</dd>
            </div>
          ) : null}
          {flag.article ? (
            <div>
              <dt>{t('people.flags.article')}</dt>
              <dd lang="ru">{flag.article}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <SourceLine source={flag.source} />
    </li>
  );
}

/** The mass-register and disqualification marks, each with its register and date. */
export function PersonFlags({ flags }: { flags: TPerson['flags'] }) {
  const { t } = useTranslation();
  return (
    <CardBlock title={t('people.flags.title')}>
      {flags.length ? (
        <ul className={classes.flags}>
          {flags.map((flag) => (
            <FlagItem key={`${flag.kind}|${flag.from ?? ''}|${flag.organization ?? ''}`} flag={flag} />
          ))}
        </ul>
      ) : (
        <EmptyState>{t('people.flags.none')}</EmptyState>
      )}
    </CardBlock>
  );
}
