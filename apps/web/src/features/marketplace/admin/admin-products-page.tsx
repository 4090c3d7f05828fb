import { Container, Pagination, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { PRODUCT_STATUSES, type TProductStatus } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { accountErrorMessages, type TMessage } from '../../../lib/form-errors.ts';
import {
  type TAdminProduct,
  type TModerationDecision,
  useAdminProducts,
  useDecideProduct,
} from '../api/admin-products.ts';
import { AdminProductCard } from './admin-product-card.tsx';
import classes from './admin-products.module.css';
import { RejectDialog } from './reject-dialog.tsx';

/** Why a decision failed: the server's own words (the product was already decided), or the generic failure. */
function decisionFailure(error: unknown): TMessage {
  const { alert } = accountErrorMessages(error, []);
  return alert && 'text' in alert ? alert : { key: 'seller.admin.decisionFailed' };
}

export interface TAdminProductsListProps {
  products: readonly TAdminProduct[];
  status: TProductStatus;
  pendingId: number | null;
  onApprove: (product: TAdminProduct) => void;
  onReject: (product: TAdminProduct) => void;
}

/** The products of one status, or what the empty queue says. */
export function AdminProductsList({ products, status, pendingId, onApprove, onReject }: TAdminProductsListProps) {
  const { t } = useTranslation();
  if (products.length === 0)
    return (
      <Text c="dimmed" data-testid="admin-products-empty">
        {t(`seller.admin.empty.${status}`)}
      </Text>
    );
  return (
    <ul className={classes.list}>
      {products.map((product) => (
        <AdminProductCard
          key={product.id}
          product={product}
          pending={pendingId === product.id}
          onApprove={() => onApprove(product)}
          onReject={() => onReject(product)}
        />
      ))}
    </ul>
  );
}

/** `/admin/products`: the moderation queue with status tabs; approve, or reject with a reason. */
export function AdminProductsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TProductStatus>('moderation');
  const [page, setPage] = useState(1);
  const query = useAdminProducts(status, page);
  const decide = useDecideProduct();
  const [rejecting, setRejecting] = useState<TAdminProduct | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<TMessage | null>(null);
  const [dialogFailure, setDialogFailure] = useState<TMessage | null>(null);

  const run = async (product: TAdminProduct, decision: TModerationDecision) => {
    setNotice(null);
    setFailure(null);
    setDialogFailure(null);
    try {
      await decide.mutateAsync(decision);
      setRejecting(null);
      setNotice(
        t(decision.decision === 'approve' ? 'seller.admin.approved' : 'seller.admin.rejected', { name: product.name }),
      );
    } catch (error) {
      console.error('Moderation decision failed', error);
      if (decision.decision === 'reject') setDialogFailure(decisionFailure(error));
      else setFailure(decisionFailure(error));
    }
  };

  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / data.page_size)) : 1;
  return (
    <Container size="lg" className={classes.page}>
      <PageTitle title={t('seller.admin.title')} />
      <div className={classes.header}>
        <h1 className={classes.title}>{t('seller.admin.title')}</h1>
      </div>
      <Tabs
        value={status}
        onChange={(value) => {
          if (!value) return;
          setStatus(value as TProductStatus);
          setPage(1);
          setNotice(null);
          setFailure(null);
        }}
        mb="md"
      >
        <Tabs.List>
          {PRODUCT_STATUSES.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`seller.admin.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Stack gap="md">
        {notice ? (
          <FormNotice withCloseButton onClose={() => setNotice(null)}>
            {notice}
          </FormNotice>
        ) : null}
        <FormAlert message={failure} />
        {query.isError ? (
          <QueryErrorBlock title={t('seller.admin.loadError')} query={query} />
        ) : !data ? (
          <Stack gap="sm" aria-busy="true" aria-label={t('seller.admin.loading')}>
            <Skeleton height={180} />
            <Skeleton height={180} />
          </Stack>
        ) : (
          <>
            <AdminProductsList
              products={data.result}
              status={status}
              pendingId={decide.isPending ? (decide.variables?.id ?? null) : null}
              onApprove={(product) => void run(product, { id: product.id, decision: 'approve' })}
              onReject={(product) => {
                setDialogFailure(null);
                setRejecting(product);
              }}
            />
            {pages > 1 ? <Pagination total={pages} value={page} onChange={setPage} /> : null}
          </>
        )}
      </Stack>
      <RejectDialog
        key={rejecting?.id ?? 'closed'}
        productName={rejecting?.name ?? null}
        pending={decide.isPending}
        failure={dialogFailure}
        onConfirm={(reason) => rejecting && void run(rejecting, { id: rejecting.id, decision: 'reject', reason })}
        onClose={() => setRejecting(null)}
      />
    </Container>
  );
}
