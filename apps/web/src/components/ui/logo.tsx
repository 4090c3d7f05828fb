import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import classes from './logo.module.css';

interface TLogoProps {
  /** 'light' for dark backgrounds. */
  tone?: 'dark' | 'light';
}

export function Logo({ tone = 'dark' }: TLogoProps) {
  const { t } = useTranslation();
  return (
    <Link to={paths.home.getHref()} className={classes.root} data-tone={tone} aria-label={t('app.homeLink')}>
      <svg className={classes.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" className={classes.markBox} />
        <path d="M9 16.5l4.5 4.5L23 11.5" className={classes.markTick} />
      </svg>
      <span className={classes.word}>{t('app.name')}</span>
    </Link>
  );
}
