import { Paper, Stack, Title } from '@mantine/core';
import type { TPerson } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/ui/copy-button.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { PersonCompanies } from './person-companies.tsx';
import { PersonEntrepreneur } from './person-entrepreneur.tsx';
import { PersonFlags } from './person-flags.tsx';
import classes from './person-page.module.css';

const COUNTS = [
  ['companies', 'companies'],
  ['active', 'active'],
  ['liquidated', 'liquidated'],
  ['current_roles', 'currentRoles'],
] as const;

const numberFormat = new Intl.NumberFormat('ru-RU');

/** Name and ИНН (or the company the name was found in), other spellings, and the counts. */
function PersonHeader({ person, companyInn }: { person: TPerson; companyInn?: string }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder component="header" className={classes.header}>
      <p className={classes.kicker}>{t('people.kicker')}</p>
      <Title order={1} className={classes.name} lang="ru">
        {person.name}
      </Title>
      {person.inn ? (
        <p className={classes.inn}>
          <span className={classes.label}>{t('people.inn')}</span>{' '}
          <span className={classes.tabular} data-testid="person-inn">
            {person.inn}
          </span>
          <CopyButton value={person.inn} label={t('people.inn')} />
        </p>
      ) : (
        <p className={classes.inn}>
          {t('people.innUnknown')}
          {companyInn ? `. ${t('people.foundIn', { inn: companyInn })}` : null}
        </p>
      )}
      {person.other_names.length ? (
        <p className={classes.note}>
          {t('people.otherNames')} <span lang="ru">{person.other_names.join('; ')}</span>
        </p>
      ) : null}
      <dl className={classes.counts} aria-label={t('people.counts.label')}>
        {COUNTS.map(([field, key]) => (
          <div key={field} className={classes.count} data-count={field}>
            <dt>{t(`people.counts.${key}`)}</dt>
            <dd>{numberFormat.format(person.counts[field])}</dd>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

/** A person's page: header with counts, the registers' flags, the sole trader, the companies now and before. */
export function PersonView({ person, companyInn }: { person: TPerson; companyInn?: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle title={person.inn ? t('people.pageTitle', { name: person.name, inn: person.inn }) : person.name} />
      <PersonHeader person={person} companyInn={companyInn} />
      <PersonCompanies person={person} />
      <div className={classes.side}>
        <PersonFlags flags={person.flags} />
        <PersonEntrepreneur person={person} />
      </div>
    </Stack>
  );
}
