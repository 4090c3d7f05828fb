import { Button, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import classes from './profile.module.css';

/** Shown to staff (admins and moderators): the way into the back office. */
export function AdminBlock() {
  const { t } = useTranslation();
  return (
    <Paper withBorder className={classes.block} component="section" aria-labelledby="admin-title">
      <div className={classes.blockHeader}>
        <h2 id="admin-title" className={classes.blockTitle}>
          {t('profile.admin.title')}
        </h2>
        <Button component={Link} to={paths.adminOverview.getHref()} variant="light" size="xs">
          {t('profile.admin.open')}
        </Button>
      </div>
      <Text size="sm" c="dimmed">
        {t('profile.admin.text')}
      </Text>
    </Paper>
  );
}
