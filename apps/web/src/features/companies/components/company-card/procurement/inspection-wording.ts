import { useTranslation } from 'react-i18next';

/**
 * The registry words statuses and types in Russian; the spec's ones (§4)
 * have translations, any other value shows as the registry wrote it.
 */
const STATUS_KEYS: Record<string, string> = {
  Завершено: 'completed',
  'Предостережение объявлено': 'warningIssued',
};

const TYPE_KEYS: Record<string, string> = {
  'Объявление предостережения': 'warning',
  'Профилактический визит': 'preventiveVisit',
  Документарная: 'documentary',
};

export function useInspectionWording() {
  const { t } = useTranslation();
  const status = (value: string) => {
    const key = STATUS_KEYS[value];
    return key ? t(`card-procurement.inspections.statuses.${key}`) : value;
  };
  const type = (value: string) => {
    const key = TYPE_KEYS[value];
    return key ? t(`card-procurement.inspections.types.${key}`) : value;
  };
  return { status, type };
}
