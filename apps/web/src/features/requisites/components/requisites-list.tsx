import type { TRequisites } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { requisitesRows } from '../lib/requisites-rows.ts';
import classes from './requisites.module.css';

interface TRequisitesListProps {
  requisites: TRequisites;
  /** 'footer' is the small print of the page's foot; 'page' the block of the payment page. */
  variant: 'footer' | 'page';
}

/** The provider's name, then each legal and bank detail that is set, labelled; a demo set says it is one. */
export function RequisitesList({ requisites, variant }: TRequisitesListProps) {
  const { t } = useTranslation();
  const [name, ...rows] = requisitesRows(requisites);
  return (
    <div className={classes.root} data-variant={variant}>
      {requisites.is_demo ? (
        <p className={classes.demo} data-testid="requisites-demo">
          {t('footer.requisites.demo')}
        </p>
      ) : null}
      {name ? <p className={classes.name}>{name.value}</p> : null}
      <dl className={classes.list}>
        {rows.map((row) => (
          <div key={row.field} className={classes.row}>
            <dt className={classes.label}>{t(`footer.requisites.fields.${row.field}`)}</dt>
            <dd className={classes.value}>
              {row.href ? (
                <a href={row.href} className={classes.link}>
                  {row.value}
                </a>
              ) : (
                row.value
              )}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
