import { ActionIcon, Button, Container, Group, Paper, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { TAdminCategory } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../../components/ui/error-block.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { IconPencil, IconPlus, IconTrash } from '../../../../components/ui/icons.tsx';
import { PageTitle } from '../../../../components/ui/page-title.tsx';
import { useAdminCategories, useChangeCategory } from '../../api/admin-categories.ts';
import { CategoryDeleteDialog, CategoryEditDialog, CategoryMergeDialog } from './category-dialogs.tsx';
import { categoryTreeOf, deleteBlock, movedOrder } from './category-tree.ts';

export interface TCategoryRowActions {
  onMove: (row: TAdminCategory, siblings: readonly TAdminCategory[], direction: -1 | 1) => void;
  onEdit: (row: TAdminCategory) => void;
  onDelete: (row: TAdminCategory) => void;
  onMerge: (row: TAdminCategory) => void;
  moving: boolean;
}

/** One category with its order buttons, what uses it, and edit, merge and delete (disabled with the reason). */
function CategoryRow({
  row,
  siblings,
  actions,
}: {
  row: TAdminCategory;
  siblings: readonly TAdminCategory[];
  actions: TCategoryRowActions;
}) {
  const { t } = useTranslation();
  const index = siblings.findIndex((item) => item.id === row.id);
  const blocked = deleteBlock(row);
  return (
    <Group justify="space-between" wrap="nowrap" py={6} data-testid="admin-category-row" data-category-id={row.id}>
      <Group gap="sm" wrap="nowrap">
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            disabled={index <= 0 || actions.moving}
            onClick={() => actions.onMove(row, siblings, -1)}
            aria-label={t('admin.categories.moveUp', { name: row.name })}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            disabled={index >= siblings.length - 1 || actions.moving}
            onClick={() => actions.onMove(row, siblings, 1)}
            aria-label={t('admin.categories.moveDown', { name: row.name })}
          >
            ↓
          </ActionIcon>
        </Group>
        {row.image ? <img src={row.image} alt="" width={28} height={28} style={{ objectFit: 'contain' }} /> : null}
        <div>
          <Text fw={row.parent === null ? 700 : 400}>{row.name}</Text>
          <Text size="xs" c="dimmed">
            {t('admin.categories.usage', { products: row.products, children: row.children })}
          </Text>
        </div>
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={() => actions.onEdit(row)}>
          {t('admin.categories.edit')}
        </Button>
        {row.children === 0 ? (
          <Button size="xs" variant="subtle" onClick={() => actions.onMerge(row)}>
            {t('admin.categories.merge.action')}
          </Button>
        ) : null}
        <Tooltip label={blocked ? t(blocked.key, blocked.values) : t('admin.categories.delete.action')}>
          {/* A disabled button gets no pointer events: the wrapper keeps the reason's tooltip. */}
          <span>
            <ActionIcon
              color="red"
              variant="subtle"
              disabled={blocked !== null}
              onClick={() => actions.onDelete(row)}
              aria-label={
                blocked ? t(blocked.key, blocked.values) : t('admin.categories.delete.actionOne', { name: row.name })
              }
            >
              <IconTrash size={16} />
            </ActionIcon>
          </span>
        </Tooltip>
      </Group>
    </Group>
  );
}

/** The tree: roots in their order, each with its children indented below. */
export function AdminCategoryTree({
  rows,
  actions,
}: {
  rows: readonly TAdminCategory[];
  actions: TCategoryRowActions;
}) {
  const { t } = useTranslation();
  const tree = categoryTreeOf(rows);
  if (tree.length === 0) return <Text c="dimmed">{t('admin.categories.empty')}</Text>;
  return (
    <Stack gap="sm" data-testid="admin-category-tree">
      {tree.map((root) => (
        <Paper key={root.id} withBorder p="sm">
          <CategoryRow row={root} siblings={tree} actions={actions} />
          <Stack gap={0} pl="xl">
            {root.childNodes.map((child) => (
              <CategoryRow key={child.id} row={child} siblings={root.childNodes} actions={actions} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** `/admin/categories`: edit the marketplace's two-level category tree. */
export function AdminCategoriesPage() {
  const { t } = useTranslation();
  const query = useAdminCategories();
  const reorder = useChangeCategory();
  const [editing, setEditing] = useState<{ category: TAdminCategory | null } | undefined>();
  const [deleting, setDeleting] = useState<TAdminCategory | null>(null);
  const [merging, setMerging] = useState<TAdminCategory | null>(null);
  const rows = query.data ?? [];

  const actions: TCategoryRowActions = {
    moving: reorder.isPending,
    onMove: (row, siblings, direction) => {
      const ids = movedOrder(siblings, row.id, direction);
      if (ids) reorder.mutate({ kind: 'reorder', body: { parent: row.parent, ids } });
    },
    onEdit: (row) => setEditing({ category: row }),
    onDelete: setDeleting,
    onMerge: setMerging,
  };

  return (
    <Container size="lg">
      <PageTitle title={t('admin.categories.title')} />
      <Group justify="space-between" mb="md">
        <Title order={1} size="h2">
          {t('admin.categories.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ category: null })}>
          {t('admin.categories.create')}
        </Button>
      </Group>
      <Text c="dimmed" mb="md">
        {t('admin.categories.intro')}
      </Text>
      <FormAlert mb="md" message={reorder.isError ? { key: 'admin.categories.reorderError' } : null} />
      {query.isPending ? (
        <Stack gap="sm" aria-hidden="true">
          <Skeleton height={60} />
          <Skeleton height={60} />
        </Stack>
      ) : query.isError ? (
        <QueryErrorBlock title={t('admin.categories.loadError')} query={query} />
      ) : (
        <AdminCategoryTree rows={rows} actions={actions} />
      )}
      <CategoryEditDialog editing={editing} rows={rows} onClose={() => setEditing(undefined)} />
      <CategoryDeleteDialog category={deleting} onClose={() => setDeleting(null)} />
      <CategoryMergeDialog category={merging} rows={rows} onClose={() => setMerging(null)} />
    </Container>
  );
}
