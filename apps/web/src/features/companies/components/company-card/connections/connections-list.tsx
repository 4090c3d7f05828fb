import { Anchor } from '@mantine/core';
import { formatDate } from '@sverka/shared';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../../../components/ui/status-badge.tsx';
import { paths } from '../../../../../config/paths.ts';
import type { TConnectedOrg } from '../../../lib/connections-filter.ts';
import classes from './connections.module.css';

function ConnectionItem({ org }: { org: TConnectedOrg }) {
  const { t } = useTranslation();
  return (
    <li className={classes.item} data-testid="connection" data-status={org.status.class}>
      <div className={classes.itemHead}>
        <Anchor component={Link} to={paths.counterParty.getHref(org.inn)} className={classes.name}>
          {org.name}
        </Anchor>
        <StatusBadge status={org.status} size="sm" />
      </div>
      <ul className={classes.relations} aria-label={t('card-connections.title')}>
        {org.relation.map((relation) => (
          <li key={relation} className={classes.relation} data-relation={relation}>
            {t(`card-connections.relation.${relation}`)}
          </li>
        ))}
      </ul>
      {org.via.length ? (
        <p className={classes.via}>
          {t('card-connections.via')}{' '}
          {org.via.map((person, index) => (
            <Fragment key={`${person.inn}|${person.relation}`}>
              {index ? ', ' : null}
              <Anchor component={Link} to={paths.person.getHref(person.inn)} data-testid="connection-person">
                {person.fio}
              </Anchor>{' '}
              {t('card-connections.viaRole', { role: t(`card-connections.relation.${person.relation}`) })}
            </Fragment>
          ))}
        </p>
      ) : null}
      <dl className={classes.facts}>
        <div>
          <dt>{t('card-connections.field.inn')}</dt>
          <dd>{org.inn}</dd>
        </div>
        <div>
          <dt>{t('card-connections.field.ogrn')}</dt>
          <dd>{org.ogrn}</dd>
        </div>
        {org.registration_date ? (
          <div>
            <dt>{t('card-connections.field.registered')}</dt>
            <dd>{formatDate(org.registration_date)}</dd>
          </div>
        ) : null}
        {org.okved ? (
          <div>
            <dt>{t('card-connections.field.okved')}</dt>
            <dd>
              {org.okved.code} {org.okved.name}
            </dd>
          </div>
        ) : null}
      </dl>
      {org.legal_address ? <p className={classes.address}>{org.legal_address}</p> : null}
    </li>
  );
}

/** Connected organisations, each linking to its own card, and the people they are connected through to theirs. */
export function ConnectionsList({ orgs }: { orgs: TConnectedOrg[] }) {
  return (
    <ul className={classes.list}>
      {orgs.map((org) => (
        <ConnectionItem key={org.id} org={org} />
      ))}
    </ul>
  );
}
