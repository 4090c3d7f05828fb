import { Anchor } from '@mantine/core';
import { formatDate, formatRubles, type TCompanyCard } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../../config/paths.ts';
import classes from './founders.module.css';

type TFounder = TCompanyCard['founders'][number]['PP'][number];

const percentFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

// An organisation's ИНН has 10 digits; only those have a card of their own to open.
const hasCard = (inn: string | null): inn is string => inn !== null && /^\d{10}$/.test(inn);

function FounderItem({ founder }: { founder: TFounder }) {
  const { t } = useTranslation();
  const name = founder.fio ?? founder.name ?? '—';
  const { percent, nominal } = founder.fraction;
  return (
    <li className={classes.item} data-testid="founder">
      <div className={classes.head}>
        {hasCard(founder.inn) ? (
          <Anchor component={Link} to={paths.counterParty.getHref(founder.inn)} className={classes.name}>
            {name}
          </Anchor>
        ) : (
          <span className={classes.name}>{name}</span>
        )}
        {percent !== null ? (
          <span className={classes.share}>
            <span className={classes.label}>{t('card-founders.share')}</span>{' '}
            {t('card-founders.sharePercent', { percent: percentFormat.format(percent) })}
          </span>
        ) : null}
      </div>
      {founder.unreliable || founder.mass ? (
        <ul className={classes.marks}>
          {founder.unreliable ? <li>{t('card-founders.unreliable')}</li> : null}
          {founder.mass ? <li>{t('card-founders.mass', { count: founder.mass.companies })}</li> : null}
        </ul>
      ) : null}
      <dl className={classes.facts}>
        {founder.inn ? (
          <div>
            <dt>{t('card-founders.inn')}</dt>
            <dd>{founder.inn}</dd>
          </div>
        ) : null}
        {founder.ogrn ? (
          <div>
            <dt>{t('card-founders.ogrn')}</dt>
            <dd>{founder.ogrn}</dd>
          </div>
        ) : null}
        {nominal !== null ? (
          <div>
            <dt>{t('card-founders.nominal')}</dt>
            <dd>{formatRubles(nominal)}</dd>
          </div>
        ) : null}
        {founder.record_date ? (
          <div>
            <dt>{t('card-founders.recordDate')}</dt>
            <dd>{formatDate(founder.record_date)}</dd>
          </div>
        ) : null}
        {founder.country ? (
          <div>
            <dt>{t('card-founders.country')}</dt>
            <dd>{founder.country}</dd>
          </div>
        ) : null}
      </dl>
      {founder.encumbrances.length ? (
        <div className={classes.encumbrances}>
          <p className={classes.label}>{t('card-founders.encumbrances')}</p>
          <ul>
            {founder.encumbrances.map((item) => (
              <li key={`${item.kind}|${item.holder.inn}|${item.holder.name}|${item.record_date}`}>
                {t('card-founders.encumbrance', {
                  kind: item.kind,
                  holder: item.holder.name ?? item.holder.inn ?? '—',
                })}
                {item.record_date
                  ? ` ${t('card-founders.encumbranceSince', { date: formatDate(item.record_date) })}`
                  : null}
                {item.details ? <span className={classes.details}> {item.details}</span> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** Current founders of one kind with share, nominal, record date and flags. */
export function FounderList({ founders }: { founders: TFounder[] }) {
  return (
    <ul className={classes.list}>
      {founders.map((founder) => (
        <FounderItem key={founder.id} founder={founder} />
      ))}
    </ul>
  );
}
