import type { TPersonCompanyRole } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './person-page.module.css';

type TZoneMarkProps = Pick<TPersonCompanyRole['company'], 'zone' | 'score'>;

/** The company's reliability zone and score, in the risk colours; nothing while the company is not rated. */
export function ZoneMark({ zone, score }: TZoneMarkProps) {
  const { t } = useTranslation();
  if (zone === null) return null;
  const name = t(`people.zone.${zone}`);
  return (
    <span
      className={classes.zone}
      data-zone={zone}
      title={score === null ? name : t('people.zone.label', { score, zone: name })}
    >
      {name}
      {score === null ? null : <span className={classes.zoneScore}>{score}</span>}
    </span>
  );
}
