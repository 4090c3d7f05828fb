import { Anchor, Avatar, Paper, Text } from '@mantine/core';
import type { TProductListItem } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import classes from './product.module.css';

/**
 * The seller (spec §2 "seller details"): logo, name, ИНН and region, with the ways on: the company's page,
 * its counterparty card, and its other products.
 */
export function ProductSeller({
  product,
}: {
  product: Pick<TProductListItem, 'company' | 'company_name' | 'company_inn' | 'company_region' | 'company_avatar'>;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      withBorder
      component="aside"
      className={classes.seller}
      aria-labelledby="product-seller"
      data-testid="product-seller"
    >
      <h2 id="product-seller" className={classes.sectionTitle}>
        {t('marketplace.seller.title')}
      </h2>
      <div className={classes.sellerHead}>
        <Avatar src={product.company_avatar} alt="" size={56} radius="md" color="brand">
          {product.company_name
            .replace(/^[^\p{L}\d]+/u, '')
            .slice(0, 1)
            .toUpperCase()}
        </Avatar>
        <div className={classes.sellerWho}>
          <Anchor
            component={Link}
            to={paths.companyPage.getHref(product.company)}
            fw={600}
            className={classes.sellerName}
          >
            {product.company_name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {t('marketplace.seller.inn', { inn: product.company_inn })}
          </Text>
          {product.company_region ? (
            <Text size="sm" c="dimmed">
              {product.company_region}
            </Text>
          ) : null}
        </div>
      </div>
      <ul className={classes.sellerLinks}>
        <li>
          <Anchor component={Link} to={paths.companyPage.getHref(product.company)} size="sm">
            {t('marketplace.seller.page')}
          </Anchor>
        </li>
        <li>
          <Anchor component={Link} to={paths.counterParty.getHref(product.company_inn)} size="sm">
            {t('marketplace.seller.card')}
          </Anchor>
        </li>
        <li>
          <Anchor component={Link} to={paths.marketplace.getHref({ company: product.company })} size="sm">
            {t('marketplace.seller.products')}
          </Anchor>
        </li>
      </ul>
    </Paper>
  );
}
