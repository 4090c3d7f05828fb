import { Anchor } from '@mantine/core';
import { formatDate, type TPerson } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardBlock, EmptyState } from '../../../components/ui/card-block.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { paths } from '../../../config/paths.ts';
import classes from './person-page.module.css';

/** The person's sole-trader registration, found by their ИНН, with a link to its card. */
export function PersonEntrepreneur({ person }: { person: TPerson }) {
  const { t } = useTranslation();
  const { entrepreneur } = person;
  if (!entrepreneur) {
    return (
      <CardBlock title={t('people.entrepreneur.title')}>
        {person.inn ? <EmptyState /> : <EmptyState>{t('people.entrepreneur.unknownWithoutInn')}</EmptyState>}
      </CardBlock>
    );
  }
  return (
    <CardBlock title={t('people.entrepreneur.title')}>
      <div className={classes.companyHead} data-testid="person-entrepreneur">
        <Anchor component={Link} to={paths.counterParty.getHref(entrepreneur.inn)} className={classes.companyName}>
          {t('people.entrepreneur.open')}
        </Anchor>
        <StatusBadge status={{ name: entrepreneur.status, class: entrepreneur.status_class }} size="sm" />
      </div>
      <dl className={classes.facts}>
        <div>
          <dt>{t('people.entrepreneur.ogrnip')}</dt>
          <dd>{entrepreneur.ogrnip}</dd>
        </div>
        {entrepreneur.registration_date ? (
          <div>
            <dt>{t('people.entrepreneur.registered')}</dt>
            <dd>{formatDate(entrepreneur.registration_date)}</dd>
          </div>
        ) : null}
        {entrepreneur.termination_date ? (
          <div>
            <dt>{t('people.entrepreneur.terminated')}</dt>
            <dd>{formatDate(entrepreneur.termination_date)}</dd>
          </div>
        ) : null}
      </dl>
    </CardBlock>
  );
}
