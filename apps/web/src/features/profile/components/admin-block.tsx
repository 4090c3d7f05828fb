import { Button, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import classes from './profile.module.css';

/** Shown to admins only: the way into the back office pages. */
export function AdminBlock() {
  const { t } = useTranslation();
  return (
    <Paper withBorder className={classes.block} component="section" aria-labelledby="admin-title">
      <div className={classes.blockHeader}>
        <h2 id="admin-title" className={classes.blockTitle}>
          {t('profile.admin.title')}
        </h2>
        <Group gap="xs">
          <Button component={Link} to={paths.adminNews.getHref()} variant="light" size="xs">
            {t('profile.admin.news')}
          </Button>
          <Button component={Link} to={paths.adminProducts.getHref()} variant="light" size="xs">
            {t('profile.admin.products')}
          </Button>
          <Button component={Link} to={paths.adminSupport.getHref()} variant="light" size="xs">
            {t('profile.admin.support')}
          </Button>
        </Group>
      </div>
      <Text size="sm" c="dimmed">
        {t('profile.admin.newsText')} {t('profile.admin.productsText')} {t('profile.admin.supportText')}
      </Text>
    </Paper>
  );
}
