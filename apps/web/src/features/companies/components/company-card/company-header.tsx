import { Anchor, Title } from '@mantine/core';
import type { TCounterPartyCard } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';
import { StatusBadge } from '../../../../components/ui/status-badge.tsx';
import { paths } from '../../../../config/paths.ts';
import classes from './company-card.module.css';
import { useCompanyTitle } from './use-company-title.ts';

/**
 * Name, status and the identifiers people copy most (ИНН, ОГРН/ОГРНИП, КПП);
 * for a marketplace seller its logo and the way to its page there. The verdict (the reliability rating
 * another feature draws) stands beside the name on wide screens and right under it on narrow ones, above
 * the identifiers, so it is on the first screen of a phone.
 */
export function CompanyHeader({
  company,
  actions,
  verdict,
}: {
  company: TCounterPartyCard;
  actions?: ReactNode;
  verdict?: ReactNode;
}) {
  const { t } = useTranslation();
  const title = useCompanyTitle(company);
  const isCompany = company.kind === 'company';
  const identifiers = [
    { label: t('company.inn'), value: company.inn },
    { label: isCompany ? t('company.ogrn') : t('company.ogrnip'), value: company.ogrn },
    ...(company.kpp ? [{ label: t('company.kpp'), value: company.kpp }] : []),
  ];

  return (
    <header className={classes.header} data-with-verdict={verdict ? true : undefined}>
      <div className={classes.headerName}>
        <p className={classes.kind}>{t(`company.kind.${company.kind}`)}</p>
        <div className={classes.titleRow}>
          {company.avatar ? (
            <img className={classes.logo} src={company.avatar} alt={t('card.logo', { name: title })} />
          ) : null}
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          <StatusBadge status={company.status} />
        </div>
      </div>
      {verdict ? <div className={classes.headerVerdict}>{verdict}</div> : null}
      <div className={classes.headerDetails}>
        <ul className={classes.identifiers} aria-label={t('card.identifiers')}>
          {identifiers.map(({ label, value }) => (
            <li key={label} className={classes.identifier}>
              <span className={classes.identifierLabel}>{label}</span>
              <span className={classes.identifierValue}>{value}</span>
              <CopyButton value={value} label={label} />
            </li>
          ))}
        </ul>
        {company.seller !== null ? (
          <Anchor component={Link} to={paths.companyPage.getHref(company.seller)} className={classes.marketplaceLink}>
            {t('card.marketplacePage')}
          </Anchor>
        ) : null}
        {actions ? <div className={classes.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
