import { Button, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChangePasswordModal } from './change-password-modal.tsx';
import classes from './profile.module.css';

export function SecurityBlock() {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  return (
    <Paper withBorder className={classes.block} component="section" aria-labelledby="security-title">
      <div className={classes.blockHeader}>
        <h2 id="security-title" className={classes.blockTitle}>
          {t('profile.security.title')}
        </h2>
        <Button variant="light" size="xs" onClick={() => setOpened(true)}>
          {t('profile.security.change')}
        </Button>
      </div>
      <Text size="sm" c="dimmed">
        {t('profile.security.text')}
      </Text>
      <ChangePasswordModal opened={opened} onClose={() => setOpened(false)} />
    </Paper>
  );
}
