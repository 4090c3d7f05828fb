import { formatDate, type THistoryPage } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './history.module.css';

type TRecord = THistoryPage['result'][number];
type TChange = TRecord['changes'][number];

const KNOWN_FIELDS = new Set(['name', 'status', 'address', 'director', 'founders', 'capital', 'okved', 'kpp']);

/** «Адрес: старый → новый»; a missing side reads «нет». `withDate` for changes shown outside their record. */
export function ChangeLine({ change, withDate = false }: { change: TChange; withDate?: boolean }) {
  const { t } = useTranslation();
  const field = KNOWN_FIELDS.has(change.field) ? change.field : 'other';
  return (
    <li className={classes.change} data-field={change.field}>
      {withDate ? <time dateTime={change.date}>{formatDate(change.date)} </time> : null}
      <span className={classes.field}>{t(`card-history.field.${field}`)}:</span>{' '}
      <span className={classes.old}>{change.old_value ?? t('card-history.emptyValue')}</span>
      <span aria-hidden="true"> → </span>
      <span className={classes.new}>{change.new_value ?? t('card-history.emptyValue')}</span>
    </li>
  );
}

function RecordItem({ record }: { record: TRecord }) {
  const { t } = useTranslation();
  return (
    <li className={classes.record} data-testid="history-record" data-invalid={record.invalid || undefined}>
      <time className={classes.date} dateTime={record.date}>
        {formatDate(record.date)}
      </time>
      <div className={classes.body}>
        <p className={classes.kind}>{record.kind.name}</p>
        {record.invalid ? <p className={classes.invalid}>{t('card-history.invalid')}</p> : null}
        <dl className={classes.facts}>
          <div>
            <dt>{t('card-history.grn')}</dt>
            <dd>{record.grn}</dd>
          </div>
          {record.tax_office ? (
            <div>
              <dt>{t('card-history.taxOffice')}</dt>
              <dd>
                {record.tax_office.code} {record.tax_office.name}
              </dd>
            </div>
          ) : null}
          {record.documents.length ? (
            <div>
              <dt>{t('card-history.documents')}</dt>
              <dd>{record.documents.map((doc) => doc.name).join('; ')}</dd>
            </div>
          ) : null}
        </dl>
        {record.changes.length ? (
          <ul className={classes.changes}>
            {record.changes.map((change) => (
              <ChangeLine key={`${change.field}|${change.old_value}|${change.new_value}`} change={change} />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** Registry records as a timeline, in the server's order (newest first). */
export function HistoryTimeline({ records }: { records: TRecord[] }) {
  return (
    <ol className={classes.timeline}>
      {records.map((record) => (
        <RecordItem key={record.id} record={record} />
      ))}
    </ol>
  );
}
