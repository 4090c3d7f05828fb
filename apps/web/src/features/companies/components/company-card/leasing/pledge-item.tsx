import { Badge } from '@mantine/core';
import { formatDate, type TPledgesPage } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../../config/paths.ts';
import classes from '../debts/debts.module.css';
import leasingClasses from './leasing.module.css';

type TPledgeMessage = TPledgesPage['result'][number];

// Roles and kinds Федресурс uses; anything else is shown as it came.
const KNOWN_ROLES = new Set(['pledgor', 'pledgee', 'lessor', 'lessee']);
const KNOWN_KINDS = new Set(['pledge', 'leasing']);

/** One Федресурс message: what it is, the contract, who is who and what is pledged or leased. */
export function PledgeItem({ message, inn }: { message: TPledgeMessage; inn: string }) {
  const { t } = useTranslation();
  const contractDate = formatDate(message.contract.date);
  const contract = [
    message.contract.number ? t('card-debts.numberSign', { number: message.contract.number }) : '',
    contractDate ? t('card-debts.fromDate', { date: contractDate }) : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <li className={classes.message} data-testid="pledge-item">
      <div className={classes.messageHead}>
        <span className={classes.date}>{formatDate(message.date)}</span>
        {KNOWN_KINDS.has(message.kind) ? (
          <Badge size="sm" variant="light" color={message.kind === 'leasing' ? 'accent' : 'brand'}>
            {t(`card-debts.leasing.kind.${message.kind}`)}
          </Badge>
        ) : null}
        <h3 className={classes.messageTitle}>{message.type ?? t('card-debts.leasing.untitled')}</h3>
      </div>
      <dl className={leasingClasses.facts}>
        {contract ? (
          <div>
            <dt>{t('card-debts.leasing.contract')}</dt>
            <dd className={classes.date}>{contract}</dd>
          </div>
        ) : null}
        {message.subject ? (
          <div>
            <dt>{t('card-debts.leasing.subject')}</dt>
            <dd>{message.subject}</dd>
          </div>
        ) : null}
        {message.parties.map((party) => {
          const isSelf = party.inn === inn;
          const id = party.inn ?? party.ogrn;
          return (
            <div key={`${party.role}-${party.inn ?? party.name}`}>
              <dt>{KNOWN_ROLES.has(party.role) ? t(`card-debts.leasing.role.${party.role}`) : party.role}</dt>
              <dd>
                {id && !isSelf ? <Link to={paths.counterParty.getHref(id)}>{party.name}</Link> : party.name}
                {party.inn ? <span className={classes.sub}>{t('card-debts.inn', { inn: party.inn })}</span> : null}
              </dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}
