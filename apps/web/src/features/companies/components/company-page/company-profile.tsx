import { Anchor, Button, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TCompanyCard } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';
import { PageTitle } from '../../../../components/ui/page-title.tsx';
import { paths } from '../../../../config/paths.ts';
import { websiteLink } from '../../lib/website.ts';
import { CompanyMonogram } from './company-monogram.tsx';
import classes from './company-page.module.css';

/** Spec §2 `/company/{id}`: name, picture, tax number, website and the way to the full report. */
export function CompanyProfile({ company }: { company: TCompanyCard }) {
  const { t } = useTranslation();
  const website = websiteLink(company.contacts?.website);
  return (
    <Paper component="article" withBorder className={classes.profile}>
      <PageTitle title={company.name} />
      <CompanyMonogram name={company.name} />
      <div className={classes.body}>
        <Title order={1} className={classes.title}>
          {company.name}
        </Title>
        {company.name_full !== company.name ? <Text className={classes.fullName}>{company.name_full}</Text> : null}
        <dl className={classes.facts}>
          <dt>{t('company-page.inn')}</dt>
          <dd>
            <span className={classes.number}>{company.inn}</span>
            <CopyButton value={company.inn} label={t('company-page.inn')} />
          </dd>
          <dt>{t('company-page.ogrn')}</dt>
          <dd>
            <span className={classes.number}>{company.ogrn}</span>
          </dd>
          <dt>{t('company-page.website')}</dt>
          <dd>
            {website ? (
              <Anchor href={website.href} target="_blank" rel="noopener noreferrer">
                {website.label}
                <VisuallyHidden> {t('company-page.newTab')}</VisuallyHidden>
              </Anchor>
            ) : (
              <Text c="dimmed" component="span">
                {t('company-page.noData')}
              </Text>
            )}
          </dd>
        </dl>
        <Button component={Link} to={paths.counterParty.getHref(company.inn)} size="md" className={classes.report}>
          {t('company-page.report')}
        </Button>
      </div>
    </Paper>
  );
}
