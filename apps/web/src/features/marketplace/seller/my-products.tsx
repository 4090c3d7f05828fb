import { Button, Group, MultiSelect, Skeleton, Stack, Text } from '@mantine/core';
import { formatRubles, type TCategory, type TProductListItem, type TPromotionList } from '@sverka/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormNotice } from '../../../components/ui/form-alert.tsx';
import { IconPencil, IconPlus, IconTrash } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useUser } from '../../../lib/auth.ts';
import { MyAnnouncements } from '../announcements/my-announcements.tsx';
import { type TSellerOption, useCategoryTree, useMyProducts, useMySellers } from '../api/my-products.ts';
import { usePromotions } from '../api/promotions.ts';
import { PromotionControl, PromotionSummary } from '../promotions/promotion-controls.tsx';
import { DeleteProductDialog, type TDeletedProduct } from './delete-product-dialog.tsx';
import { ModerationBadge } from './moderation-badge.tsx';
import { NoCompanyNotice } from './no-company-notice.tsx';
import classes from './seller.module.css';

/**
 * What the product form hands the list: the name of the product it saved (now on moderation) or deleted.
 */
export type TSavedProductState = { savedProduct?: string; deletedProduct?: string } | null;

interface TFailedQuery {
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
}

export interface TMyProductsViewProps {
  /** Undefined while loading. */
  sellers: readonly TSellerOption[] | undefined;
  products: readonly TProductListItem[] | undefined;
  categories: readonly TCategory[];
  /** The query that failed, to retry it. */
  failed: TFailedQuery | null;
  savedProduct: string | null;
  /** The name of the product just deleted, for its notice. */
  deletedProduct: string | null;
  onDismissNotice: () => void;
  /** Asks to delete a product (the page confirms first). */
  onDelete: (product: TDeletedProduct) => void;
  /** The promoted products and the plan's allowance; undefined while loading or for a non-seller. */
  promotions?: TPromotionList;
}

/**
 * A published product is edited in place; a rejected one is fixed and sent again. A product on
 * moderation waits for the decision: editing it would change what the moderator is reviewing.
 */
export const isEditable = (product: Pick<TProductListItem, 'status'>) =>
  product.status === 'published' || product.status === 'rejected';

/** The category choices: the categories of the seller's products, and their parents. */
function categoryChoices(products: readonly TProductListItem[], tree: readonly TCategory[]) {
  const names = new Map<number, string>();
  for (const product of products) {
    names.set(product.category.id, product.category.name);
    const parent = tree.find((root) => root.id === product.category.parent);
    if (parent) names.set(parent.id, parent.name);
  }
  return [...names].map(([id, name]) => ({ value: String(id), label: name }));
}

function ProductRow({
  product,
  onDelete,
  promotions,
}: {
  product: TProductListItem;
  onDelete: TMyProductsViewProps['onDelete'];
  promotions: TPromotionList | undefined;
}) {
  const { t } = useTranslation();
  const thumbnail = product.images[0]?.thumbnail;
  return (
    <li className={classes.item} data-testid="my-product">
      {thumbnail ? (
        <img className={classes.thumb} src={thumbnail} alt="" loading="lazy" />
      ) : (
        <div className={classes.thumb} />
      )}
      <div className={classes.itemBody}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <h2 className={classes.itemName}>{product.name}</h2>
          <ModerationBadge status={product.status} />
        </Group>
        <div className={classes.stats}>
          {product.sale_price !== null ? (
            <>
              <span className={classes.price}>{formatRubles(product.sale_price)}</span>
              <span className={classes.oldPrice}>{formatRubles(product.price)}</span>
            </>
          ) : (
            <span className={classes.price}>{formatRubles(product.price)}</span>
          )}
          <span>{t('seller.list.likes', { number: product.number_of_like })}</span>
          <span>{t('seller.list.views', { number: product.views })}</span>
          <span>{product.category.name}</span>
        </div>
        {product.status === 'rejected' && product.reject_reason ? (
          <Text size="sm" c="red.8">
            {t('seller.list.rejectReason', { reason: product.reject_reason })}
          </Text>
        ) : null}
        {product.status === 'rejected' ? (
          <Text size="sm" c="dimmed">
            {t('seller.list.editSendsToModeration')}
          </Text>
        ) : null}
        {/* Without the promotions (loading, or a list shown on its own) there is nothing to promote with. */}
        {promotions && !promotions.locked ? <PromotionControl product={product} promotions={promotions} /> : null}
        <Group gap="xs">
          {isEditable(product) ? (
            <Button
              component={Link}
              to={paths.profileProductsEdit.getHref(product.id)}
              variant="light"
              size="xs"
              leftSection={<IconPencil size={14} />}
            >
              {t('seller.list.edit')}
            </Button>
          ) : null}
          <Button
            variant="subtle"
            color="red"
            size="xs"
            leftSection={<IconTrash size={14} />}
            aria-label={t('seller.delete.actionOne', { name: product.name })}
            onClick={() => onDelete({ id: product.id, name: product.name })}
          >
            {t('seller.delete.action')}
          </Button>
        </Group>
      </div>
    </li>
  );
}

/** The list with its states; the page gives it the data so every state can be shown on its own. */
export function MyProductsView({
  sellers,
  products,
  categories,
  failed,
  savedProduct,
  deletedProduct,
  onDismissNotice,
  onDelete,
  promotions,
}: TMyProductsViewProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const choices = useMemo(() => categoryChoices(products ?? [], categories), [products, categories]);

  if (failed) return <QueryErrorBlock title={t('seller.list.loadError')} query={failed} />;
  if (!sellers || !products) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label={t('seller.list.loading')}>
        <Skeleton height={36} width={200} />
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  }

  const shown =
    chosen.length === 0
      ? products
      : products.filter(
          (product) =>
            chosen.includes(String(product.category.id)) ||
            (product.category.parent !== null && chosen.includes(String(product.category.parent))),
        );

  return (
    <Stack gap="md">
      {savedProduct ? (
        <FormNotice withCloseButton onClose={onDismissNotice}>
          {t('seller.list.savedNotice', { name: savedProduct })}
        </FormNotice>
      ) : null}
      {deletedProduct ? (
        <FormNotice withCloseButton onClose={onDismissNotice}>
          {t('seller.delete.done', { name: deletedProduct })}
        </FormNotice>
      ) : null}
      {sellers.length === 0 ? (
        <NoCompanyNotice />
      ) : (
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <Group gap="xs">
            <Button component={Link} to={paths.profileProductsAdd.getHref()} leftSection={<IconPlus size={16} />}>
              {t('seller.list.create')}
            </Button>
            {/* Bulk upload is a paid feature: its page explains it and shows the plans to those without it. */}
            <Button component={Link} to={paths.profileProductsUpload.getHref()} variant="light">
              {t('seller.list.upload')}
            </Button>
          </Group>
        </Group>
      )}
      {sellers.length > 0 ? <PromotionSummary promotions={promotions} /> : null}
      {products.length > 0 ? (
        <MultiSelect
          label={t('seller.list.categories')}
          placeholder={chosen.length === 0 ? t('seller.list.allCategories') : undefined}
          data={choices}
          value={chosen}
          onChange={setChosen}
          clearable
          searchable
          maw={480}
        />
      ) : null}
      {products.length === 0 ? (
        <Text c="dimmed" data-testid="my-products-empty">
          {sellers.length === 0 ? t('seller.list.emptyNoCompany') : t('seller.list.empty')}
        </Text>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('seller.list.nothingInCategories')}</Text>
      ) : (
        <ul className={classes.list}>
          {shown.map((product) => (
            <ProductRow key={product.id} product={product} onDelete={onDelete} promotions={promotions} />
          ))}
        </ul>
      )}
    </Stack>
  );
}

/** `/profile/products` (spec §2 "My products"): the seller's cards, published or not. */
export function MyProductsPage() {
  const { user } = useUser();
  const userId = user?.id ?? null;
  const sellers = useMySellers(userId);
  const products = useMyProducts(userId);
  const categories = useCategoryTree();
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as TSavedProductState;
  const [deleting, setDeleting] = useState<TDeletedProduct | null>(null);
  const failed = sellers.isError ? sellers : products.isError ? products : null;
  const isSeller = (sellers.data?.length ?? 0) > 0;
  const promotions = usePromotions(isSeller);
  return (
    <>
      <MyProductsView
        sellers={sellers.data}
        products={products.data}
        categories={categories.data ?? []}
        failed={failed}
        savedProduct={state?.savedProduct ?? null}
        deletedProduct={state?.deletedProduct ?? null}
        // The notice is the navigation's state: clearing it keeps a reload from showing it again.
        onDismissNotice={() => navigate(location.pathname, { replace: true, state: null })}
        onDelete={setDeleting}
        promotions={promotions.data}
      />
      {sellers.data && products.data ? (
        <Stack mt="xl">
          <MyAnnouncements sellers={sellers.data} products={products.data} />
        </Stack>
      ) : null}
      <DeleteProductDialog
        product={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(product) => navigate(location.pathname, { replace: true, state: { deletedProduct: product.name } })}
      />
    </>
  );
}
