import { Anchor, Button, Paper, Text, Title, VisuallyHidden } from '@mantine/core';
import type { TSeller } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CopyButton } from '../../../../components/ui/copy-button.tsx';
import { PageTitle } from '../../../../components/ui/page-title.tsx';
import { StatusBadge } from '../../../../components/ui/status-badge.tsx';
import { websiteLink } from '../../lib/website.ts';
import { CompanyMonogram } from './company-monogram.tsx';
import classes from './company-page.module.css';

/**
 * Spec §2 `/company/{id}`: the seller's cover, logo (initials when it has
 * none), name, tax numbers, region, address, website and the way to the full
 * counterparty report.
 */
export function CompanyProfile({ seller }: { seller: TSeller }) {
  const { t } = useTranslation();
  const website = websiteLink(seller.website);
  const isCompany = seller.kind === 'company';
  return (
    <Paper component="article" withBorder className={classes.article}>
      <PageTitle title={seller.name} />
      {seller.image ? <img className={classes.cover} src={seller.image} alt="" data-testid="company-cover" /> : null}
      <div className={classes.profile}>
        {seller.avatar ? (
          <img className={classes.logo} src={seller.avatar} alt={t('company-page.logo', { name: seller.name })} />
        ) : (
          <CompanyMonogram name={seller.name} />
        )}
        <div className={classes.body}>
          <Title order={1} className={classes.title}>
            {seller.name}
          </Title>
          {seller.name_full !== seller.name ? <Text className={classes.fullName}>{seller.name_full}</Text> : null}
          {seller.status ? (
            <div className={classes.status}>
              <StatusBadge status={seller.status} />
            </div>
          ) : null}
          <dl className={classes.facts}>
            <dt>{t('company-page.inn')}</dt>
            <dd>
              <span className={classes.number}>{seller.inn}</span>
              <CopyButton value={seller.inn} label={t('company-page.inn')} />
            </dd>
            <dt>{isCompany ? t('company-page.ogrn') : t('company-page.ogrnip')}</dt>
            <dd>{seller.ogrn ? <span className={classes.number}>{seller.ogrn}</span> : <NoData />}</dd>
            <dt>{t('company-page.region')}</dt>
            <dd>{seller.region?.name ? seller.region.name : <NoData />}</dd>
            <dt>{t('company-page.address')}</dt>
            <dd>{seller.address ? seller.address : <NoData />}</dd>
            <dt>{t('company-page.website')}</dt>
            <dd>
              {website ? (
                <Anchor href={website.href} target="_blank" rel="noopener noreferrer">
                  {website.label}
                  <VisuallyHidden> {t('company-page.newTab')}</VisuallyHidden>
                </Anchor>
              ) : (
                <NoData />
              )}
            </dd>
          </dl>
          <Button component={Link} to={seller.card_path} size="md" className={classes.report}>
            {t('company-page.report')}
          </Button>
        </div>
      </div>
    </Paper>
  );
}

function NoData() {
  const { t } = useTranslation();
  return (
    <Text c="dimmed" component="span">
      {t('company-page.noData')}
    </Text>
  );
}
