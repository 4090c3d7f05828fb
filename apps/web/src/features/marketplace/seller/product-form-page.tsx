import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ErrorBlock, QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormNotice } from '../../../components/ui/form-alert.tsx';
import { IconTrash } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/auth.ts';
import { useCategoryTree, useMySellers, useSellerProduct } from '../api/my-products.ts';
import { DeleteProductDialog, type TDeletedProduct } from './delete-product-dialog.tsx';
import { isEditable, type TSavedProductState } from './my-products.tsx';
import { NoCompanyNotice } from './no-company-notice.tsx';
import { ProductForm } from './product-form.tsx';

function FormSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" aria-busy="true" aria-label={t('seller.form.loading')}>
      <Skeleton height={56} />
      <Skeleton height={56} />
      <Skeleton height={120} />
      <Skeleton height={56} />
    </Stack>
  );
}

/** A product id from the URL, or null when the segment is not one. */
function productIdOf(segment: string | undefined): number | null {
  return segment && /^\d{1,15}$/.test(segment) && Number(segment) > 0 ? Number(segment) : null;
}

/**
 * `/profile/products/add` and `/profile/products/edit/:id`: the form with the user's companies and the
 * category tree; after saving, back to the list with a notice that the product is on moderation.
 */
export function ProductFormPage({ mode }: { mode: 'add' | 'edit' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const productId = mode === 'edit' ? productIdOf(params.id) : null;
  const { user } = useUser();
  const sellers = useMySellers(user?.id ?? null);
  const categories = useCategoryTree();
  const product = useSellerProduct(productId);
  const [deleting, setDeleting] = useState<TDeletedProduct | null>(null);

  const toList = (state: TSavedProductState = null) => navigate(paths.profileProducts.getHref(), { state });

  if (
    mode === 'edit' &&
    (productId === null || (product.isError && isApiError(product.error) && product.error.isNotFound))
  )
    return (
      <Stack gap="md" align="flex-start">
        <ErrorBlock title={t('seller.form.notFound')} message={t('seller.form.notFoundText')} />
        <Button component={Link} to={paths.profileProducts.getHref()} variant="light">
          {t('seller.form.backToList')}
        </Button>
      </Stack>
    );
  const failed = sellers.isError ? sellers : categories.isError ? categories : product.isError ? product : null;
  if (failed) return <QueryErrorBlock title={t('seller.form.loadError')} query={failed} />;
  if (!sellers.data || !categories.data || (mode === 'edit' && !product.data)) return <FormSkeleton />;

  if (sellers.data.length === 0) return <NoCompanyNotice />;

  const editing = product.data ?? null;
  const deleteButton = editing ? (
    <Button
      variant="subtle"
      color="red"
      leftSection={<IconTrash size={16} />}
      onClick={() => setDeleting({ id: editing.id, name: editing.name })}
    >
      {t('seller.delete.action')}
    </Button>
  ) : null;
  const dialog = (
    <DeleteProductDialog
      product={deleting}
      onClose={() => setDeleting(null)}
      onDeleted={(deleted) => toList({ deletedProduct: deleted.name })}
    />
  );

  // On moderation the product waits for the decision; it can be changed once it is published or rejected.
  if (editing && !isEditable(editing)) {
    return (
      <Stack gap="md" align="flex-start">
        <FormNotice>{t('seller.form.onModeration')}</FormNotice>
        <Group gap="xs">
          <Button component={Link} to={paths.profileProducts.getHref()} variant="light">
            {t('seller.form.backToList')}
          </Button>
          {deleteButton}
        </Group>
        {dialog}
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {deleteButton ? <Group justify="flex-end">{deleteButton}</Group> : null}
      <ProductForm
        key={editing?.id ?? 'new'}
        product={editing}
        sellers={sellers.data}
        categories={categories.data}
        onSaved={(saved) => toList({ savedProduct: saved.name })}
        onCancel={() => toList()}
      />
      {dialog}
    </Stack>
  );
}
