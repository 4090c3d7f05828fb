import { Paper, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import {
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  type TCategory,
  type TProduct,
  type TProductImage,
} from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormAlert } from '../../../components/ui/form-alert.tsx';
import { accountErrorMessages, messageText, type TMessage } from '../../../lib/form-errors.ts';
import { type TSellerOption, useSaveProduct } from '../api/my-products.ts';
import {
  acceptImages,
  categoryOptions,
  checkProductForm,
  emptyProductForm,
  isProductFormValid,
  PRODUCT_FORM_FIELDS,
  productFormData,
  productFormValuesOf,
  type TProductFormField,
  type TProductFormValues,
} from './product-form-rules.ts';
import { ProductImages, type TAddedImage } from './product-images.tsx';
import { SpecificationsEditor } from './specifications-editor.tsx';
import { TagInput } from './tag-input.tsx';

interface TProductFormProps {
  /** The product being edited, or null for a new one. */
  product: TProduct | null;
  sellers: readonly TSellerOption[];
  categories: readonly TCategory[];
  onSaved: (product: TProduct) => void;
  onCancel: () => void;
}

let addedCounter = 0;

/**
 * The «Разместить» form (spec §2, §5): every field, the pictures with previews, tags on Enter and the
 * characteristics. Nothing typed is lost when the check or the server refuses it.
 */
export function ProductForm({ product, sellers, categories, onSaved, onCancel }: TProductFormProps) {
  const { t } = useTranslation();
  const save = useSaveProduct();
  const [values, setValues] = useState<TProductFormValues>(() =>
    product ? productFormValuesOf(product) : emptyProductForm(sellers.map((seller) => seller.id)),
  );
  const [existing, setExisting] = useState<TProductImage[]>(() => product?.images ?? []);
  const [added, setAdded] = useState<TAddedImage[]>([]);
  const [imageError, setImageError] = useState<string | null>(null);
  // The rules show after the first «Разместить» and then follow the seller's fixes.
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, TMessage[]>>({});
  const [failure, setFailure] = useState<TMessage | null>(null);

  const imageCount = existing.length + added.length;
  const check = checkProductForm(values, imageCount);
  const shown = attempted ? check : { alert: null, fields: {}, incompleteRows: [] };

  const errorOf = (field: TProductFormField) => {
    const client = shown.fields[field];
    const server = serverErrors[field]?.map((message) => messageText(t, message)) ?? [];
    const local = field === 'images' && imageError ? [t(imageError)] : [];
    return [...(client ? [t(client)] : []), ...local, ...server].join('\n') || undefined;
  };

  const set = <TField extends keyof TProductFormValues>(field: TField, value: TProductFormValues[TField]) => {
    setValues((current) => ({ ...current, [field]: value }));
    // A server message about the old value would now be about something else.
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const text = (field: 'name' | 'description' | 'price' | 'sale_price' | 'in_stock') => ({
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
    error: errorOf(field),
  });

  const pick = (files: File[]) => {
    const { accepted, error } = acceptImages(files, imageCount);
    setImageError(error);
    setServerErrors(({ images: _dropped, ...rest }) => rest);
    setAdded((current) => [
      ...current,
      ...accepted.map((file) => {
        addedCounter += 1;
        return { key: `added-${addedCounter}`, file };
      }),
    ]);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    setFailure(null);
    setServerErrors({});
    if (!isProductFormValid(check)) return;
    try {
      const saved = await save.mutateAsync({
        id: product?.id ?? null,
        form: productFormData(values, product ? null : added.map((image) => image.file)),
        removedImageIds: product
          ? product.images.filter((image) => !existing.some((kept) => kept.id === image.id)).map((image) => image.id)
          : [],
        addedImages: product ? added.map((image) => image.file) : [],
      });
      onSaved(saved);
    } catch (error) {
      console.error('Product save failed', error);
      const messages = accountErrorMessages(error, PRODUCT_FORM_FIELDS);
      setServerErrors(messages.fields);
      const reason = messages.alert && 'text' in messages.alert ? messages.alert.text : null;
      setFailure(reason ? { text: t('seller.form.saveFailedWith', { reason }) } : { key: 'seller.form.saveFailed' });
    }
  };

  return (
    <Paper
      withBorder
      p="lg"
      component="section"
      aria-label={t(product ? 'seller.form.editTitle' : 'seller.form.createTitle')}
    >
      <form onSubmit={submit} noValidate data-testid="product-form">
        <Stack gap="md">
          <TextInput label={t('seller.form.name')} required maxLength={PRODUCT_NAME_MAX_LENGTH} {...text('name')} />
          <Select
            label={t('seller.form.company')}
            required
            data={sellers.map((seller) => ({ value: String(seller.id), label: `${seller.name} (${seller.inn})` }))}
            value={values.company || null}
            onChange={(value) => set('company', value ?? '')}
            error={errorOf('company')}
            allowDeselect={false}
          />
          <Textarea
            label={t('seller.form.description')}
            required
            autosize
            minRows={4}
            maxRows={14}
            maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH}
            {...text('description')}
          />
          <Select
            label={t('seller.form.category')}
            required
            searchable
            nothingFoundMessage={t('seller.form.categoryNotFound')}
            data={categoryOptions(categories)}
            value={values.category || null}
            onChange={(value) => set('category', value ?? '')}
            error={errorOf('category')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput
              label={t('seller.form.price')}
              required
              inputMode="decimal"
              placeholder="1500,50"
              {...text('price')}
            />
            <TextInput label={t('seller.form.salePrice')} inputMode="decimal" {...text('sale_price')} />
            <TextInput label={t('seller.form.inStock')} inputMode="numeric" placeholder="0" {...text('in_stock')} />
          </SimpleGrid>
          <SpecificationsEditor
            rows={values.specifications}
            incompleteRows={shown.incompleteRows}
            error={errorOf('specifications')}
            onChange={(rows) => set('specifications', rows)}
          />
          <TagInput tags={values.tags} onChange={(tags) => set('tags', tags)} error={errorOf('tags')} />
          <ProductImages
            existing={existing}
            added={added}
            error={errorOf('images')}
            onPick={pick}
            onRemoveExisting={(id) => {
              setImageError(null);
              setExisting((current) => current.filter((image) => image.id !== id));
            }}
            onRemoveAdded={(key) => {
              setImageError(null);
              setAdded((current) => current.filter((image) => image.key !== key));
            }}
          />
          <FormAlert message={shown.alert ? { key: shown.alert } : null} />
          <FormAlert message={failure} />
          <FormActions onCancel={onCancel} pending={save.isPending} submitLabel={t('seller.form.submit')} />
        </Stack>
      </form>
    </Paper>
  );
}
