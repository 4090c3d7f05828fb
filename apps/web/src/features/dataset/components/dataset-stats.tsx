import { useTranslation } from 'react-i18next';
import { useDatasetInfo } from '../api/get-dataset-info.ts';
import classes from './dataset-stats.module.css';

/** How much the search covers, shown under the landing search once known. */
export function DatasetStats() {
  const { t, i18n } = useTranslation();
  const { data } = useDatasetInfo();
  if (!data || data.kind === 'empty') return null;
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <p className={classes.root}>
      <span>{t('landing.datasetCompanies', { value: number.format(data.companies) })}</span>
      <span>{t('landing.datasetEntrepreneurs', { value: number.format(data.entrepreneurs) })}</span>
    </p>
  );
}
