import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime, formatRubles } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { TAdminProduct } from '../api/admin-products.ts';
import classes from './admin-products.module.css';

const isSpecification = (value: unknown): value is { name: string; value: string; unit?: string } =>
  typeof value === 'object' && value !== null && 'name' in value && 'value' in value;

/**
 * A changed value as the moderator reads it: text as is, lists joined, characteristics as «name: value unit»,
 * anything else as short JSON, nothing as a dash.
 */
export function changeValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) {
    if (value.length === 0) return '—';
    return value
      .map((item) =>
        isSpecification(item)
          ? `${item.name}: ${item.value}${item.unit ? ` ${item.unit}` : ''}`
          : typeof item === 'string'
            ? item
            : JSON.stringify(item),
      )
      .join('; ');
  }
  return JSON.stringify(value);
}

/** Pictures are compared by sight: the thumbnails before and after. */
function ChangeValue({ field, value }: { field: string; value: unknown }) {
  const { t } = useTranslation();
  if (field === 'images' && Array.isArray(value) && value.every((item) => typeof item === 'string')) {
    if (value.length === 0) return <>—</>;
    return (
      <span className={classes.changeImages}>
        {value.map((url, index) => (
          <img key={url} src={url} alt={t('seller.form.imageAlt', { number: index + 1 })} loading="lazy" />
        ))}
      </span>
    );
  }
  return <>{changeValueText(value)}</>;
}

interface TAdminProductCardProps {
  product: TAdminProduct;
  pending: boolean;
  onApprove: () => void;
  onReject: () => void;
}

const STATUS_COLORS = { moderation: 'yellow', published: 'green', rejected: 'red' } as const;

/** One product of the queue: its pictures, fields, seller, what changed since approval, and the decision. */
export function AdminProductCard({ product, pending, onApprove, onReject }: TAdminProductCardProps) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="md" component="li" data-testid="admin-product" aria-label={product.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Text fw={650} size="lg" style={{ overflowWrap: 'anywhere' }}>
            {product.name}
          </Text>
          <Badge color={STATUS_COLORS[product.status]} variant="light">
            {t(`seller.status.${product.status}`)}
          </Badge>
        </Group>
        {product.images.length > 0 ? (
          <ul className={classes.pictures}>
            {product.images.map((image, index) => (
              <li key={image.id}>
                <a href={image.image} target="_blank" rel="noopener noreferrer">
                  <img src={image.thumbnail} alt={t('seller.form.imageAlt', { number: index + 1 })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        <dl className={classes.fields}>
          <dt>{t('seller.admin.seller')}</dt>
          <dd>
            <Anchor component={Link} to={paths.companyPage.getHref(product.company)}>
              {product.company_name}
            </Anchor>{' '}
            {t('seller.admin.inn', { inn: product.company_inn })}
          </dd>
          <dt>{t('seller.admin.fields.category')}</dt>
          <dd>{product.category.name}</dd>
          <dt>{t('seller.admin.fields.price')}</dt>
          <dd>
            {formatRubles(product.price)}
            {product.sale_price !== null ? ` → ${formatRubles(product.sale_price)}` : ''}
          </dd>
          <dt>{t('seller.admin.fields.in_stock')}</dt>
          <dd>{product.in_stock}</dd>
          {product.tags.length > 0 ? (
            <>
              <dt>{t('seller.admin.fields.tags')}</dt>
              <dd>{product.tags.map((tag) => tag.name).join(', ')}</dd>
            </>
          ) : null}
          {product.specifications.map((row) => (
            <div key={`${row.name}-${row.value}`} style={{ display: 'contents' }}>
              <dt>{row.name}</dt>
              <dd>{row.unit ? `${row.value} ${row.unit}` : row.value}</dd>
            </div>
          ))}
          <dt>{t('seller.admin.updated')}</dt>
          <dd>{formatDateTime(product.updated_at)}</dd>
        </dl>
        <Text size="sm" className={classes.description}>
          {product.description}
        </Text>
        {product.changes.length > 0 ? (
          <section aria-label={t('seller.admin.changes')}>
            <Text fw={600} size="sm" mb={4}>
              {t('seller.admin.changes')}
            </Text>
            <table className={classes.changes} data-testid="product-changes">
              <thead>
                <tr>
                  <th>{t('seller.admin.changeField')}</th>
                  <th>{t('seller.admin.changeBefore')}</th>
                  <th>{t('seller.admin.changeAfter')}</th>
                </tr>
              </thead>
              <tbody>
                {product.changes.map((change) => (
                  <tr key={change.field}>
                    <td>{t(`seller.admin.fields.${change.field}`, { defaultValue: change.field })}</td>
                    <td className={classes.before}>
                      <ChangeValue field={change.field} value={change.before} />
                    </td>
                    <td className={classes.after}>
                      <ChangeValue field={change.field} value={change.after} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : null}
        {product.status === 'rejected' && product.reject_reason ? (
          <Text size="sm" c="red.8">
            {t('seller.list.rejectReason', { reason: product.reject_reason })}
          </Text>
        ) : null}
        {product.status === 'moderation' ? (
          <Group gap="sm">
            <Button color="green" onClick={onApprove} loading={pending}>
              {t('seller.admin.approve')}
            </Button>
            <Button color="red" variant="light" onClick={onReject} disabled={pending}>
              {t('seller.admin.reject')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
