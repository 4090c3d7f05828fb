import { Anchor } from '@mantine/core';
import { formatDate, formatRubles, type TCompanyCard } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths, personHref } from '../../../../../config/paths.ts';
import classes from './founders.module.css';

type TFounder = TCompanyCard['founders'][number]['PP'][number];

const percentFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

// An organisation's ИНН has 10 digits; only those have a card of their own to open.
const hasCard = (inn: string | null): inn is string => inn !== null && /^\d{10}$/.test(inn);

/** Where a founder's name leads: a person to their page, an organisation with an ИНН to its card. */
function founderHref(founder: TFounder, companyInn: string): string | null {
  if (founder.kind === 'person')
    return personHref({ inn: founder.inn, name: founder.fio ?? founder.name ?? '' }, companyInn);
  return hasCard(founder.inn) ? paths.counterParty.getHref(founder.inn) : null;
}

function FounderItem({ founder, companyInn }: { founder: TFounder; companyInn: string }) {
  const { t } = useTranslation();
  const name = founder.fio ?? founder.name ?? '—';
  const href = founderHref(founder, companyInn);
  const { percent, nominal } = founder.fraction;
  return (
    <li className={classes.item} data-testid="founder">
      <div className={classes.head}>
        {href ? (
          <Anchor component={Link} to={href} className={classes.name}>
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

/**
 * Current founders of one kind with share, nominal, record date and flags. A person's name opens their page
 * (by name within `companyInn` when the register gives no ИНН); an organisation's opens its card.
 */
export function FounderList({ founders, companyInn }: { founders: TFounder[]; companyInn: string }) {
  return (
    <ul className={classes.list}>
      {founders.map((founder) => (
        <FounderItem key={founder.id} founder={founder} companyInn={companyInn} />
      ))}
    </ul>
  );
}
