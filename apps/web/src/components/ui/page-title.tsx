import { useTranslation } from 'react-i18next';

/**
 * Sets the document title; React 19 hoists <title> into <head>. Without a
 * title the app's default ("Сверка — проверка контрагентов") is used.
 */
export function PageTitle({ title }: { title?: string }) {
  const { t } = useTranslation();
  return <title>{title ? t('app.pageTitle', { title }) : t('app.documentTitle')}</title>;
}
