import { Anchor, Paper, Title } from '@mantine/core';
import { formatDate, formatRubles, type TCompany } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../../../../components/ui/status-badge.tsx';
import { personHref } from '../../../../config/paths.ts';
import classes from './company-card.module.css';
import { OkvedField } from './okved-field.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={classes.field}>
      <dt className={classes.fieldLabel}>{label}</dt>
      <dd className={classes.fieldValue}>{children}</dd>
    </div>
  );
}

/** The Summary tab's main-info card (spec §2 "Summary cards"). */
export function MainInfoCard({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const isCompany = company.kind === 'company';
  const noData = <span className={classes.muted}>{t('card.noData')}</span>;
  const ogrnDate = formatDate(company.ogrn_start_date);
  const sourceDate = formatDate(company.source.as_of);
  const sourceName = company.source.is_demo ? t('card.demoSource') : company.source.name;

  return (
    <Paper withBorder className={classes.card} component="section" aria-labelledby="main-info-title">
      <Title order={2} className={classes.cardTitle} id="main-info-title">
        {t('card.mainInfo')}
      </Title>
      <dl className={classes.fields}>
        <Field label={t('card.fullName')}>{company.name_full || company.name}</Field>
        <Field label={isCompany ? t('company.ogrn') : t('company.ogrnip')}>
          <span className={classes.tabular}>
            {ogrnDate ? t('card.ogrnWithDate', { value: company.ogrn, date: ogrnDate }) : company.ogrn}
          </span>
        </Field>
        <Field label={isCompany ? t('card.innKpp') : t('company.inn')}>
          <span className={classes.tabular}>
            {isCompany && company.kpp ? `${company.inn} / ${company.kpp}` : company.inn}
          </span>
        </Field>
        <Field label={t('card.registrationDate')}>
          {company.registration_date ? (
            <span className={classes.tabular}>{formatDate(company.registration_date)}</span>
          ) : (
            noData
          )}
        </Field>
        <Field label={t('card.status')}>
          <StatusBadge status={company.status} />
          {company.liquidation_date ? (
            <p className={classes.note}>{t('card.liquidationDate', { date: formatDate(company.liquidation_date) })}</p>
          ) : null}
        </Field>
        {isCompany || company.legal_adress ? (
          <Field label={t('card.legalAddress')}>{company.legal_adress?.adress || noData}</Field>
        ) : null}
        <Field label={t('card.region')}>{company.region?.name || noData}</Field>
        {isCompany ? (
          <Field label={t('card.directors')}>
            {company.directors.length > 0 ? (
              <ul className={classes.people}>
                {company.directors.map((director) => (
                  <li key={`${director.fio}-${director.inn ?? ''}`}>
                    {director.post ? <span className={classes.post}>{director.post}</span> : null}
                    <Anchor
                      component={Link}
                      to={personHref({ inn: director.inn, name: director.fio }, company.inn)}
                      className={classes.person}
                      data-testid="director-link"
                    >
                      {director.fio}
                    </Anchor>
                    {director.inn ? (
                      <span className={classes.personInn}>{t('card.directorInn', { inn: director.inn })}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : (
              noData
            )}
          </Field>
        ) : null}
        {isCompany ? (
          <Field label={t('card.shareCapital')}>
            {company.share_capital ? (
              <span className={classes.money}>{formatRubles(company.share_capital.total)}</span>
            ) : (
              noData
            )}
          </Field>
        ) : null}
        <Field label={t('card.okvedMain')}>
          <OkvedField company={company} />
        </Field>
        <Field label={t('card.okopf')}>
          {company.okopf ? (
            <span>
              <span className={classes.code}>{company.okopf.code}</span> {company.okopf.name}
            </span>
          ) : (
            noData
          )}
        </Field>
      </dl>
      <p className={classes.source}>
        {sourceDate
          ? t('card.source', { name: sourceName, date: sourceDate })
          : t('card.sourceUndated', { name: sourceName })}
      </p>
    </Paper>
  );
}
