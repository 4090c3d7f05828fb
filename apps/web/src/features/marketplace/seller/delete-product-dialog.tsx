import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useDeleteProduct } from '../api/my-products.ts';

/** The product a delete asks about. */
export type TDeletedProduct = { id: number; name: string };

export interface TDeleteProductBodyProps {
  name: string;
  pending: boolean;
  failed: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The question and its buttons; apart from the modal so it can be shown (and tested) on its own. */
export function DeleteProductBody({ name, pending, failed, onCancel, onConfirm }: TDeleteProductBodyProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Text>{t('seller.delete.text', { name })}</Text>
      <FormAlert message={failed ? { key: 'seller.delete.error' } : null} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button color="red" onClick={onConfirm} loading={pending}>
          {t('seller.delete.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks before deleting a product; it goes only after «Удалить». `onDeleted` runs once it is gone. */
export function DeleteProductDialog({
  product,
  onClose,
  onDeleted,
}: {
  product: TDeletedProduct | null;
  onClose: () => void;
  onDeleted?: (product: TDeletedProduct) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteProduct();
  const confirm = async () => {
    if (!product) return;
    try {
      await remove.mutateAsync(product.id);
      onClose();
      onDeleted?.(product);
    } catch (error) {
      console.error('Product delete failed', error);
    }
  };
  return (
    <Modal
      opened={product !== null}
      onClose={onClose}
      onExitTransitionEnd={() => remove.reset()}
      title={t('seller.delete.title')}
      centered
    >
      <DeleteProductBody
        name={product?.name ?? ''}
        pending={remove.isPending}
        failed={remove.isError}
        onCancel={onClose}
        onConfirm={() => void confirm()}
      />
    </Modal>
  );
}
