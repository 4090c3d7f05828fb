import { Button, FileButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { CATEGORY_IMAGE_MAX_BYTES, CATEGORY_NAME_MAX_LENGTH, type TAdminCategory } from '@sverka/shared';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormActions, FormAlert } from '../../../../components/ui/form-alert.tsx';
import { accountErrorMessages, messageText, type TMessage } from '../../../../lib/form-errors.ts';
import { useChangeCategory } from '../../api/admin-categories.ts';
import { categoryPathName, mergeTargets } from './category-tree.ts';

const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** The failure of a change as the form shows it: the server's words when it gave any. */
const failureOf = (error: unknown, fallback: string): TMessage =>
  accountErrorMessages(error, []).alert ?? { key: fallback };

interface TEditDialogProps {
  /** `{ category: null }` to create one; undefined while closed. */
  editing: { category: TAdminCategory | null } | undefined;
  rows: readonly TAdminCategory[];
  onClose: () => void;
}

/** Name, parent (a root or none) and, for an existing category, its picture with a preview. */
export function CategoryEditDialog({ editing, rows, onClose }: TEditDialogProps) {
  const { t } = useTranslation();
  const category = editing?.category ?? null;
  return (
    <Modal
      opened={editing !== undefined}
      onClose={onClose}
      title={
        category
          ? t('admin.categories.form.editTitle', { name: category.name })
          : t('admin.categories.form.createTitle')
      }
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <CategoryForm key={category?.id ?? 'new'} category={category} rows={rows} onDone={onClose} />
    </Modal>
  );
}

function CategoryForm({
  category,
  rows,
  onDone,
}: {
  category: TAdminCategory | null;
  rows: readonly TAdminCategory[];
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeCategory();
  const [name, setName] = useState(category?.name ?? '');
  const [parent, setParent] = useState<string | null>(category?.parent ? String(category.parent) : null);
  const [image, setImage] = useState<File | null>(null);
  const [imageUrl, setImageUrl] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<TMessage | null>(null);

  useEffect(() => {
    if (!image) return setImageUrl(null);
    const url = URL.createObjectURL(image);
    setImageUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  // A root with children of its own stays a root: the tree has two levels.
  const parents = rows.filter((row) => row.parent === null && row.id !== category?.id);
  const canNest = !category || category.children === 0;

  const pick = (file: File | null) => {
    if (!file) return;
    if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return setErrors({ image: t('admin.categories.form.imageType') });
    if (file.size > CATEGORY_IMAGE_MAX_BYTES) return setErrors({ image: t('admin.categories.form.imageTooLarge') });
    setErrors(({ image: _dropped, ...rest }) => rest);
    setImage(file);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const trimmed = name.trim();
    if (!trimmed) return setErrors({ name: t('admin.categories.form.nameRequired') });
    if (trimmed.length > CATEGORY_NAME_MAX_LENGTH) return setErrors({ name: t('admin.categories.form.nameTooLong') });
    setErrors({});
    const body = { name: trimmed, parent: parent === null ? null : Number(parent) };
    try {
      if (category) await change.mutateAsync({ kind: 'update', id: category.id, body });
      else await change.mutateAsync({ kind: 'create', body });
      if (category && image) await change.mutateAsync({ kind: 'image', id: category.id, file: image });
      onDone();
    } catch (error) {
      console.error('Category save failed', error);
      const { fields, alert: shown } = accountErrorMessages(error, ['name', 'parent', 'image']);
      setErrors(
        Object.fromEntries(
          Object.entries(fields).map(([field, list]) => [field, list.map((m) => messageText(t, m)).join('\n')]),
        ),
      );
      setAlert(shown ?? (Object.keys(fields).length ? null : { key: 'admin.categories.form.saveError' }));
    }
  };

  const shownImage = imageUrl ?? category?.image ?? null;
  return (
    <form onSubmit={submit} noValidate data-testid="category-form">
      <Stack gap="md">
        <FormAlert message={alert} />
        <TextInput
          label={t('admin.categories.form.name')}
          required
          name="name"
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            setErrors(({ name: _dropped, ...rest }) => rest);
          }}
          error={errors.name}
          data-autofocus
        />
        <Select
          label={t('admin.categories.form.parent')}
          description={canNest ? undefined : t('admin.categories.form.parentLocked')}
          placeholder={t('admin.categories.form.noParent')}
          clearable
          disabled={!canNest}
          data={parents.map((row) => ({ value: String(row.id), label: row.name }))}
          value={parent}
          onChange={setParent}
          error={errors.parent}
        />
        {category ? (
          <Stack gap={6}>
            <Text size="sm" fw={500}>
              {t('admin.categories.form.image')}
            </Text>
            {shownImage ? (
              <img
                src={shownImage}
                alt={t('admin.categories.form.imagePreview')}
                width={96}
                height={96}
                style={{ objectFit: 'contain' }}
              />
            ) : null}
            <Group gap="xs">
              <FileButton onChange={pick} accept={ACCEPTED_IMAGE_TYPES.join(',')}>
                {(props) => (
                  <Button variant="light" size="xs" {...props}>
                    {shownImage ? t('admin.categories.form.replaceImage') : t('admin.categories.form.pickImage')}
                  </Button>
                )}
              </FileButton>
              <Text size="xs" c="dimmed">
                {image ? image.name : t('admin.categories.form.imageHint')}
              </Text>
            </Group>
            {errors.image ? (
              <Text size="xs" c="red">
                {errors.image}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <FormActions onCancel={onDone} pending={change.isPending} />
      </Stack>
    </form>
  );
}

/** Confirms deleting an unused category. */
export function CategoryDeleteDialog({ category, onClose }: { category: TAdminCategory | null; onClose: () => void }) {
  const { t } = useTranslation();
  const change = useChangeCategory();
  const confirm = async () => {
    if (!category) return;
    try {
      await change.mutateAsync({ kind: 'delete', id: category.id });
      onClose();
    } catch (error) {
      console.error('Category delete failed', error);
    }
  };
  return (
    <Modal
      opened={category !== null}
      onClose={onClose}
      onExitTransitionEnd={() => change.reset()}
      title={t('admin.categories.delete.title')}
      centered
    >
      <Stack gap="md">
        <Text>{t('admin.categories.delete.text', { name: category?.name ?? '' })}</Text>
        <FormAlert message={change.isError ? failureOf(change.error, 'admin.categories.delete.error') : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={change.isPending}>
            {t('admin.categories.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Moves a category's products into another category without children, then deletes it. */
export function CategoryMergeDialog({
  category,
  rows,
  onClose,
}: {
  category: TAdminCategory | null;
  rows: readonly TAdminCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const change = useChangeCategory();
  const [into, setInto] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    setInto(null);
    setProblem(null);
    onClose();
  };
  const confirm = async () => {
    if (!category) return;
    if (into === null) return setProblem(t('admin.categories.merge.targetRequired'));
    try {
      await change.mutateAsync({ kind: 'merge', id: category.id, into: Number(into) });
      close();
    } catch (error) {
      console.error('Category merge failed', error);
    }
  };
  const targets = category ? mergeTargets(rows, category) : [];
  return (
    <Modal
      opened={category !== null}
      onClose={close}
      onExitTransitionEnd={() => change.reset()}
      title={t('admin.categories.merge.title', { name: category?.name ?? '' })}
      centered
    >
      <Stack gap="md">
        <Text size="sm">{t('admin.categories.merge.text', { count: category?.products ?? 0 })}</Text>
        <Select
          label={t('admin.categories.merge.into')}
          searchable
          data={targets.map((row) => ({ value: String(row.id), label: categoryPathName(rows, row) }))}
          value={into}
          onChange={(value) => {
            setInto(value);
            setProblem(null);
          }}
          error={problem}
        />
        <FormAlert message={change.isError ? failureOf(change.error, 'admin.categories.merge.error') : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={change.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void confirm()} loading={change.isPending}>
            {t('admin.categories.merge.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
