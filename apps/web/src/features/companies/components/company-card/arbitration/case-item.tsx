import { Anchor, Badge } from '@mantine/core';
import { formatDate, formatRubles, type TLegalCase } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './arbitration.module.css';

const names = (parties: TLegalCase['plaints']) => parties.map((party) => party.name).join('; ');

/** One arbitration case: number with its kad.arbitr.ru card, dates, court, parties, claim, roles, outcome. */
export function CaseItem({ legalCase }: { legalCase: TLegalCase }) {
  const { t } = useTranslation();
  const { number, link_on_card: link } = legalCase;
  const outcome = legalCase.outcome ?? (legalCase.status ? t(`card-arbitration.status.${legalCase.status}`) : null);
  return (
    <li className={classes.case} data-testid="legal-case">
      <div className={classes.caseHead}>
        {link ? (
          <Anchor href={link} target="_blank" rel="noopener noreferrer" className={classes.number}>
            {number}
          </Anchor>
        ) : (
          <span className={classes.number}>{number}</span>
        )}
        <span className={classes.claim}>
          {legalCase.amount_claim === null ? t('card-arbitration.noClaim') : formatRubles(legalCase.amount_claim)}
        </span>
      </div>
      <div className={classes.meta}>
        {legalCase.start_date ? (
          <span>{t('card-arbitration.started', { date: formatDate(legalCase.start_date) })}</span>
        ) : null}
        {legalCase.end_date ? (
          <span>{t('card-arbitration.ended', { date: formatDate(legalCase.end_date) })}</span>
        ) : null}
        {legalCase.court ? <span>{legalCase.court}</span> : null}
        {legalCase.category ? <span>{legalCase.category}</span> : null}
      </div>
      <dl className={classes.parties}>
        <dt>{t('card-arbitration.plaintiffs')}</dt>
        <dd>{names(legalCase.plaints) || '—'}</dd>
        <dt>{t('card-arbitration.defendants')}</dt>
        <dd>{names(legalCase.responders) || '—'}</dd>
        {legalCase.third_parties.length ? (
          <>
            <dt>{t('card-arbitration.thirdParties')}</dt>
            <dd>{names(legalCase.third_parties)}</dd>
          </>
        ) : null}
      </dl>
      <div className={classes.badges}>
        {legalCase.roles.map((role) => (
          <Badge key={role} variant="light" radius="sm" tt="none">
            {t(`card-arbitration.role.${role}`, { defaultValue: role })}
          </Badge>
        ))}
        {outcome ? (
          <Badge variant="outline" color="gray" radius="sm" tt="none">
            {outcome}
          </Badge>
        ) : null}
      </div>
    </li>
  );
}
