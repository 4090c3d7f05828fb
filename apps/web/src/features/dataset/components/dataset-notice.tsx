import { formatDate } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { IconInfo } from '../../../components/ui/icons.tsx';
import { useDatasetInfo } from '../api/get-dataset-info.ts';
import classes from './dataset-notice.module.css';

/**
 * Says where the data comes from. With demo data the warning is prominent on
 * every page: generated companies must never pass for real ones.
 */
export function DatasetNotice() {
  const { t } = useTranslation();
  const { data } = useDatasetInfo();
  if (!data) return null;
  if (data.kind === 'demo') {
    return (
      <p className={classes.demo} role="note">
        <IconInfo size={18} className={classes.icon} />
        <span>{t('dataset.demoNotice')}</span>
      </p>
    );
  }
  if (data.kind === 'official' && data.loaded_at) {
    return <p className={classes.official}>{t('dataset.officialNotice', { date: formatDate(data.loaded_at) })}</p>;
  }
  return null;
}
