import type { TCompany } from '@sverka/shared';
import { useTranslation } from 'react-i18next';

/**
 * The card's heading: a company's short name; for a sole trader the full
 * «Индивидуальный предприниматель Фамилия Имя Отчество» (spec §2), built from
 * the ФИО when the registry's full name is missing.
 */
export function useCompanyTitle(company: TCompany): string {
  const { t } = useTranslation();
  if (company.kind === 'company') return company.name || company.name_full;
  if (company.name_full) return company.name_full;
  return company.fio ? t('company.entrepreneurTitle', { fio: company.fio }) : company.name;
}
