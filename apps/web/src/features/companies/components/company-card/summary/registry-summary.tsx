import { Anchor } from '@mantine/core';
import type { TCounterPartyCard } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../../components/ui/card-block.tsx';
import { StatusBadge } from '../../../../../components/ui/status-badge.tsx';
import { paths, personHref } from '../../../../../config/paths.ts';
import { phoneHref, websiteHref } from '../../../lib/contact-links.ts';
import type { TCardTabId } from '../tabs/tab-props.ts';
import classes from './summary.module.css';
import { SummaryCard } from './summary-card.tsx';

type TRegistrySummaryProps = { card: TCounterPartyCard; openTab: (id: TCardTabId) => void };

/** How many connected organisations and founders the Summary names before «Подробнее». */
const FIRST_FEW = 3;

/** A count with a caption under it, or the spec's «Нет данных» for none. */
function Count({ count, note }: { count: number; note?: string }) {
  if (!count) return <EmptyState />;
  return (
    <>
      <p className={classes.count}>{count}</p>
      {note ? <p className={classes.note}>{note}</p> : null}
    </>
  );
}

export function LicensesSummary({ card, openTab }: TRegistrySummaryProps) {
  const { t } = useTranslation();
  return (
    <SummaryCard
      title={t('card-summary.licenses.title')}
      tab="licenses"
      openTab={openTab}
      source={card.licenses[0]?.source}
    >
      <Count count={card.licenses.length} />
    </SummaryCard>
  );
}

export function BranchesSummary({ card, openTab }: TRegistrySummaryProps) {
  const { t } = useTranslation();
  const division = card.kind === 'company' ? card.division[0] : undefined;
  const offices = division?.representative_offices.length ?? 0;
  return (
    <SummaryCard title={t('card-summary.branches.title')} tab="branches" openTab={openTab} source={division?.source}>
      <Count
        count={division?.filials.length ?? 0}
        note={offices ? t('card-summary.branches.offices', { count: offices }) : undefined}
      />
    </SummaryCard>
  );
}

export function ContactsSummary({ card, openTab }: TRegistrySummaryProps) {
  const { t } = useTranslation();
  const contacts = card.contacts;
  const website = contacts?.website ?? contacts?.web_site ?? null;
  const empty = !contacts || (!contacts.phone.length && !contacts.email.length && !website);
  return (
    <SummaryCard title={t('card-summary.contacts.title')} tab="details" openTab={openTab} source={contacts?.source}>
      {empty ? (
        <EmptyState />
      ) : (
        <ul className={classes.list}>
          {contacts.phone.map((phone) => (
            <li key={phone}>
              <span className={classes.muted}>{t('card-summary.contacts.phone')} </span>
              {phoneHref(phone) ? <Anchor href={phoneHref(phone) ?? undefined}>{phone}</Anchor> : phone}
            </li>
          ))}
          {contacts.email.map((email) => (
            <li key={email}>
              <span className={classes.muted}>{t('card-summary.contacts.email')} </span>
              <Anchor href={`mailto:${email}`}>{email}</Anchor>
            </li>
          ))}
          {website ? (
            <li>
              <span className={classes.muted}>{t('card-summary.contacts.website')} </span>
              {websiteHref(website) ? (
                <Anchor href={websiteHref(website) ?? undefined} target="_blank" rel="noopener noreferrer">
                  {website}
                </Anchor>
              ) : (
                website
              )}
            </li>
          ) : null}
        </ul>
      )}
    </SummaryCard>
  );
}

export function ConnectionsSummary({ card, openTab }: TRegistrySummaryProps) {
  const { t } = useTranslation();
  const connected = card.LPEC;
  return (
    <SummaryCard title={t('card-summary.connections.title')} tab="connections" openTab={openTab} source={card.source}>
      <Count count={connected.length} />
      {connected.length ? (
        <ul className={classes.list}>
          {connected.slice(0, FIRST_FEW).map((org) => (
            <li key={org.id} className={classes.row}>
              <Anchor component={Link} to={paths.counterParty.getHref(org.inn)}>
                {org.name}
              </Anchor>
              <StatusBadge status={org.status} size="sm" />
            </li>
          ))}
        </ul>
      ) : null}
    </SummaryCard>
  );
}

type TFounder = Extract<TCounterPartyCard, { kind: 'company' }>['founders'][number]['PP'][number];

/** A person's name opens their page, an organisation's its card (when it has a 10-digit ИНН). */
function FounderName({ founder, companyInn }: { founder: TFounder; companyInn: string }) {
  const name = founder.fio ?? founder.name ?? founder.inn ?? '';
  if (founder.kind === 'person')
    return (
      <Anchor component={Link} to={personHref({ inn: founder.inn, name }, companyInn)}>
        {name}
      </Anchor>
    );
  if (founder.inn && /^\d{10}$/.test(founder.inn))
    return (
      <Anchor component={Link} to={paths.counterParty.getHref(founder.inn)}>
        {name}
      </Anchor>
    );
  return <span>{name}</span>;
}

export function FoundersSummary({ card, openTab }: TRegistrySummaryProps) {
  const { t } = useTranslation();
  if (card.kind !== 'company') return null;
  const block = card.founders[0];
  const founders = block ? [...block.PP, ...block.LP] : [];
  return (
    <SummaryCard title={t('card-summary.founders.title')} tab="founders" openTab={openTab} source={block?.source}>
      <Count count={founders.length} />
      {founders.length ? (
        <ul className={classes.list}>
          {founders.slice(0, FIRST_FEW).map((founder) => (
            <li key={founder.id} className={classes.row}>
              <FounderName founder={founder} companyInn={card.inn} />
              {founder.fraction.percent === null ? null : (
                <span className={classes.amount}>
                  {t('card-summary.founders.share', {
                    percent: new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 }).format(
                      founder.fraction.percent,
                    ),
                  })}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </SummaryCard>
  );
}
