import { Badge } from '@mantine/core';
import { formatDate, type TInspection } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { useInspectionWording } from './inspection-wording.ts';
import classes from './procurement.module.css';

/** Dates of an inspection: «10.12.2024 — 29.12.2024», or the one that is known. */
function period(start: string | null, end: string | null) {
  return [formatDate(start), formatDate(end)].filter(Boolean).join(' — ');
}

/** One inspection: number, period, type, status, control body, objects, basis and result. */
export function InspectionItem({ inspection }: { inspection: TInspection }) {
  const { t } = useTranslation();
  const wording = useInspectionWording();
  const dates = period(inspection.start_date, inspection.end_date);
  return (
    <li className={classes.item} data-testid="inspection">
      <div className={classes.head}>
        <span className={classes.number}>
          {t('card-procurement.inspections.number', { number: inspection.number })}
        </span>
        {dates ? <span className={classes.meta}>{dates}</span> : null}
      </div>
      <div className={classes.meta}>
        {inspection.verification_type ? (
          <Badge variant="light" radius="sm" size="sm" tt="none">
            {wording.type(inspection.verification_type)}
          </Badge>
        ) : null}
        {inspection.status ? (
          <Badge variant="outline" color="gray" radius="sm" size="sm" tt="none">
            {wording.status(inspection.status)}
          </Badge>
        ) : null}
      </div>
      <dl className={classes.fields}>
        {inspection.control_body.name ? (
          <>
            <dt>{t('card-procurement.inspections.controlBody')}</dt>
            <dd>{inspection.control_body.name}</dd>
          </>
        ) : null}
        {inspection.inspection_objects.length ? (
          <>
            <dt>{t('card-procurement.inspections.objects')}</dt>
            <dd>{inspection.inspection_objects.map((object) => object.address).join('; ')}</dd>
          </>
        ) : null}
        {inspection.basis_conducting ? (
          <>
            <dt>{t('card-procurement.inspections.basis')}</dt>
            <dd>{inspection.basis_conducting}</dd>
          </>
        ) : null}
        {inspection.result ? (
          <>
            <dt>{t('card-procurement.inspections.result')}</dt>
            <dd>{inspection.result}</dd>
          </>
        ) : null}
      </dl>
    </li>
  );
}
