import { Anchor, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useMyCompanies } from '../api/get-my-companies.ts';
import classes from './profile.module.css';

/** Companies the user represents (approved applications), with the way to apply for another. */
export function CompaniesBlock({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const query = useMyCompanies(userId);
  return (
    <Paper withBorder className={classes.block} component="section" aria-labelledby="companies-title">
      <div className={classes.blockHeader}>
        <h2 id="companies-title" className={classes.blockTitle}>
          {t('profile.companies.title')}
        </h2>
        <Button
          component={Link}
          to={paths.profileAddCompany.getHref()}
          variant="light"
          size="xs"
          leftSection={<IconPlus size={15} />}
        >
          {t('profile.companies.add')}
        </Button>
      </div>
      {query.isPending ? (
        <Stack gap={8} aria-hidden="true">
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : query.isError ? (
        <QueryErrorBlock title={t('profile.companies.loadError')} query={query} />
      ) : query.data.result.length === 0 ? (
        <Stack gap={4}>
          <Text fw={500}>{t('profile.companies.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('profile.companies.emptyHint')}
          </Text>
        </Stack>
      ) : (
        <ul className={classes.companyList}>
          {query.data.result.map((company) => (
            <li key={company.id} className={classes.companyItem}>
              <Anchor component={Link} to={paths.counterParty.getHref(company.inn)} className={classes.companyName}>
                {company.name || company.name_full}
              </Anchor>
              <Text size="sm" c="dimmed">
                {t('company.inn')} {company.inn}
              </Text>
            </li>
          ))}
        </ul>
      )}
    </Paper>
  );
}
