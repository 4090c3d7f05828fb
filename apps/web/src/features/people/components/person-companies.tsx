import { Anchor } from '@mantine/core';
import { formatDate, formatRubles, type TPerson, type TPersonCompanyRole } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardBlock, EmptyState } from '../../../components/ui/card-block.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import { groupRoles, sentenceCase, type TCompanyRoles } from '../lib/group-roles.ts';
import classes from './person-page.module.css';
import { ZoneMark } from './zone-mark.tsx';

const percentFormat = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** «с 10.01.2020», «10.01.2015 — 01.05.2019», «до 01.05.2019» or «в прошлом» when the register gives no dates. */
function usePeriod() {
  const { t } = useTranslation();
  return (role: TPersonCompanyRole) => {
    const since = formatDate(role.since);
    const until = formatDate(role.until);
    if (role.current) return since ? t('people.role.since', { date: since }) : null;
    if (since && until) return t('people.role.period', { from: since, to: until });
    if (until) return t('people.role.until', { date: until });
    return t('people.role.ended');
  };
}

function RoleLine({ role }: { role: TPersonCompanyRole }) {
  const { t } = useTranslation();
  const period = usePeriod()(role);
  const share = [
    role.share_percent === null ? null : t('people.role.share', { percent: percentFormat.format(role.share_percent) }),
    role.share_nominal === null ? null : t('people.role.nominal', { amount: formatRubles(role.share_nominal) }),
  ].filter(Boolean);
  return (
    <li className={classes.role} data-role={role.role} data-current={role.current}>
      {role.role === 'director' && role.post ? (
        <span className={classes.roleName} lang="ru">
          {sentenceCase(role.post)}
        </span>
      ) : (
        <span className={classes.roleName}>{t(`people.role.${role.role}`)}</span>
      )}
      {share.length ? <span>{share.join(', ')}</span> : null}
      {period ? <span className={classes.period}>{period}</span> : null}
    </li>
  );
}

function CompanyItem({ group }: { group: TCompanyRoles }) {
  const { t } = useTranslation();
  const { company } = group;
  return (
    <li className={classes.company} data-testid="person-company" data-status={company.status_class}>
      <div className={classes.companyHead}>
        <Anchor component={Link} to={paths.counterParty.getHref(company.inn)} className={classes.companyName}>
          {company.name}
        </Anchor>
        <StatusBadge status={{ name: company.status, class: company.status_class }} size="sm" />
        <ZoneMark zone={company.zone} score={company.score} />
      </div>
      <ul className={classes.roles}>
        {group.roles.map((role) => (
          <RoleLine key={`${role.role}|${role.since ?? ''}|${role.until ?? ''}|${role.post ?? ''}`} role={role} />
        ))}
      </ul>
      <dl className={classes.facts}>
        <div>
          <dt>{t('people.companies.inn')}</dt>
          <dd>{company.inn}</dd>
        </div>
        {company.region ? (
          <div>
            <dt>{t('people.companies.region')}</dt>
            <dd lang="ru">{company.region}</dd>
          </div>
        ) : null}
      </dl>
    </li>
  );
}

function CompanyList({ groups, testId }: { groups: TCompanyRoles[]; testId: string }) {
  return (
    <ul className={classes.companies} data-testid={testId}>
      {groups.map((group) => (
        <CompanyItem key={`${group.company.inn}|${group.company.ogrn}`} group={group} />
      ))}
    </ul>
  );
}

/** The companies the person directs or founds now, and those they did before, each with its roles there. */
export function PersonCompanies({ person }: { person: TPerson }) {
  const { t } = useTranslation();
  const { current, past } = groupRoles(person.roles);
  const truncated = person.roles_total > person.roles.length;
  return (
    <CardBlock title={t('people.companies.title')} source={person.roles.length ? person.source : null}>
      {truncated ? (
        <p className={classes.note}>
          {t('people.companies.truncated', { shown: person.roles.length, total: person.roles_total })}
        </p>
      ) : null}
      {person.roles.length ? (
        <>
          <h3 className={classes.subheading}>{t('people.companies.current')}</h3>
          {current.length ? (
            <CompanyList groups={current} testId="person-companies-current" />
          ) : (
            <EmptyState>{t('people.companies.noneCurrent')}</EmptyState>
          )}
          <h3 className={classes.subheading}>{t('people.companies.past')}</h3>
          {past.length ? (
            <CompanyList groups={past} testId="person-companies-past" />
          ) : (
            <EmptyState>{t('people.companies.nonePast')}</EmptyState>
          )}
        </>
      ) : (
        <EmptyState />
      )}
    </CardBlock>
  );
}
