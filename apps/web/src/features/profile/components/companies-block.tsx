import { Anchor, Avatar, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TSeller } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconPlus } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useMySellers } from '../api/my-sellers.ts';
import classes from './profile.module.css';
import { SellerBankForm } from './seller-bank-form.tsx';
import { SellerImagesEditor } from './seller-images-editor.tsx';

/** Companies and sole traders the user represents (approved applications), with the way to apply for another. */
export function CompaniesBlock({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const query = useMySellers(userId);
  return (
    <Paper withBorder className={classes.block} component="section" aria-labelledby="companies-title">
      <div className={classes.blockHeader}>
        <h2 id="companies-title" className={classes.blockTitle}>
          {t('profile.companies.title')}
        </h2>
        <Button
          component={Link}
          to={paths.profileAddCompany.getHref()}
          variant="light"
          size="xs"
          leftSection={<IconPlus size={15} />}
        >
          {t('profile.companies.add')}
        </Button>
      </div>
      {query.isPending ? (
        <Stack gap={8} aria-hidden="true">
          <Skeleton height={64} />
          <Skeleton height={64} />
        </Stack>
      ) : query.isError ? (
        <QueryErrorBlock title={t('profile.companies.loadError')} query={query} />
      ) : query.data.length === 0 ? (
        <Stack gap={4}>
          <Text fw={500}>{t('profile.companies.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('profile.companies.emptyHint')}
          </Text>
        </Stack>
      ) : (
        <ul className={classes.companyList}>
          {query.data.map((seller) => (
            <SellerItem key={seller.id} seller={seller} userId={userId} />
          ))}
        </ul>
      )}
    </Paper>
  );
}

/** The first letter of a name past its legal form (`ООО`, `ИП` …) and quotes, for a seller without a logo. */
export function initialOf(name: string): string {
  const bare = name.replace(/^\p{Lu}{2,4}\s+/u, '').replace(/[«»"'„“]/g, '');
  return bare.slice(0, 1).toUpperCase();
}

/** One seller: its logo, name, ИНН, its marketplace page and report, its logo and cover, its bank details. */
export function SellerItem({ seller, userId }: { seller: TSeller; userId: number }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [banking, setBanking] = useState(false);
  const editorId = `seller-images-${seller.id}`;
  const bankId = `seller-bank-${seller.id}`;
  return (
    <li className={classes.companyItem} data-testid="profile-seller">
      <div className={classes.sellerRow}>
        <Avatar
          src={seller.avatar}
          alt={seller.avatar ? t('profile.sellers.logoOf', { name: seller.name }) : undefined}
          size={48}
          radius="md"
          color="brand"
        >
          {seller.name
            .replace(/^(ИП|ООО|АО|ПАО|ЗАО)\s+/u, '')
            .replace(/[«»"']/g, '')
            .slice(0, 1)}
        </Avatar>
        <div className={classes.sellerText}>
          <Anchor component={Link} to={paths.companyPage.getHref(seller.id)} className={classes.companyName}>
            {seller.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('company.inn')} {seller.inn}
            {' · '}
            <Anchor component={Link} to={seller.card_path} size="sm">
              {t('profile.sellers.report')}
            </Anchor>
          </Text>
        </div>
        <Button
          size="xs"
          variant="default"
          onClick={() => setEditing((open) => !open)}
          aria-expanded={editing}
          aria-controls={editorId}
        >
          {t('profile.sellers.design')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => setBanking((open) => !open)}
          aria-expanded={banking}
          aria-controls={bankId}
        >
          {t('profile.bank.title')}
        </Button>
      </div>
      {editing ? (
        <div id={editorId}>
          <SellerImagesEditor seller={seller} userId={userId} />
        </div>
      ) : null}
      {banking ? (
        <div id={bankId}>
          <SellerBankForm sellerId={seller.id} />
        </div>
      ) : null}
    </li>
  );
}
