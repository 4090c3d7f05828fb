import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import classes from './profile.module.css';

/** The heading and document title of a profile page. */
export function ProfilePageTitle({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={t(titleKey)} />
      <h1 className={classes.pageTitle}>{t(titleKey)}</h1>
    </>
  );
}
