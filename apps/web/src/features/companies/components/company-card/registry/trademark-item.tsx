import { Badge } from '@mantine/core';
import { formatDate, type TCounterPartyCard } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './trademark-item.module.css';

type TTrademark = TCounterPartyCard['trademarks'][number];

// Роспатент's wording; anything else (ended, cancelled) is shown without the green.
const ACTIVE_STATUS = 'Действует';

/** One trademark: its image, number, dates, status and the register's sections. */
export function TrademarkItem({ trademark }: { trademark: TTrademark }) {
  const { t } = useTranslation();
  const dates = [
    { key: 'registration', value: trademark.registration_date },
    { key: 'priority', value: trademark.priority_date },
    { key: 'expiration', value: trademark.expiration_date },
  ].filter((item) => item.value);

  return (
    <li className={classes.item} data-testid="trademark-item">
      <div className={classes.image}>
        {trademark.image ? (
          <img src={trademark.image} alt={t('card-registry.trademarks.imageAlt', { number: trademark.trademark_id })} />
        ) : (
          <span className={classes.noImage}>{t('card-registry.trademarks.noImage')}</span>
        )}
      </div>
      <div className={classes.body}>
        <div className={classes.head}>
          <h3 className={classes.number}>{t('card-registry.trademarks.number', { number: trademark.trademark_id })}</h3>
          {trademark.status ? (
            <Badge size="sm" variant="light" color={trademark.status === ACTIVE_STATUS ? 'green' : 'gray'}>
              {trademark.status}
            </Badge>
          ) : null}
        </div>
        {dates.length > 0 ? (
          <dl className={classes.dates}>
            {dates.map((item) => (
              <div key={item.key}>
                <dt>{t(`card-registry.trademarks.${item.key}`)}</dt>
                <dd>{formatDate(item.value)}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {trademark.sections.length > 0 ? (
          <dl className={classes.sections}>
            {trademark.sections.map((section) => (
              <div key={section.id}>
                <dt>{section.title}</dt>
                <dd>{section.content}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </li>
  );
}
