import type { TCompany } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import classes from './status-badge.module.css';

interface TStatusBadgeProps {
  status: TCompany['status'];
  size?: 'sm' | 'md';
}

/**
 * Registry status with its class colour (spec §4). In Russian the registry's
 * own wording is shown («Ликвидировано», «В процессе реорганизации» …); other
 * languages get the translated class only: a Russian tooltip would be read out
 * by screen readers in the middle of an English or Chinese page.
 */
export function StatusBadge({ status, size = 'md' }: TStatusBadgeProps) {
  const { t, i18n } = useTranslation();
  const russian = i18n.language.startsWith('ru');
  return (
    <span className={classes.badge} data-status={status.class} data-size={size}>
      <span className={classes.dot} aria-hidden="true" />
      {russian ? status.name : t(`company.status.${status.class}`)}
    </span>
  );
}
