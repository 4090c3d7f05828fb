import { ActionIcon, Button, Group, Modal, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { formatDate, type TNewsPost } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorBlock } from '../../../../components/ui/error-block.tsx';
import { FormAlert } from '../../../../components/ui/form-alert.tsx';
import { IconPencil, IconTrash } from '../../../../components/ui/icons.tsx';
import { paths } from '../../../../config/paths.ts';
import { useDeleteNews, useNewsList } from '../../api/news.ts';
import classes from './admin-news.module.css';

/** The confirm dialog of a delete; the post goes only after 'Удалить'. */
function DeleteDialog({ post, onClose }: { post: TNewsPost | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteNews();
  const confirm = async () => {
    if (!post) return;
    try {
      await remove.mutateAsync(post.id);
      onClose();
    } catch (error) {
      console.error('News delete failed', error);
    }
  };
  return (
    <Modal
      opened={post !== null}
      onClose={onClose}
      onExitTransitionEnd={() => remove.reset()}
      title={t('admin.news.delete.title')}
      centered
    >
      <Stack gap="md">
        <Text>{t('admin.news.delete.text', { title: post?.title ?? '' })}</Text>
        <FormAlert message={remove.isError ? { key: 'admin.news.delete.error' } : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            {t('admin.news.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Every post, newest first, with edit and delete. */
export function AdminNewsList({ onEdit }: { onEdit: (post: TNewsPost) => void }) {
  const { t } = useTranslation();
  const query = useNewsList();
  const [deleting, setDeleting] = useState<TNewsPost | null>(null);
  const posts = query.data?.pages.flatMap((page) => page.result) ?? [];

  if (query.isPending) {
    return (
      <Stack gap={8} aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={56} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (query.isError && posts.length === 0) {
    return <QueryErrorBlock title={t('admin.news.loadError')} query={query} />;
  }
  if (posts.length === 0) {
    return (
      <Paper withBorder className={classes.empty} role="status">
        <Text fw={600}>{t('admin.news.empty')}</Text>
      </Paper>
    );
  }
  return (
    <>
      <ul className={classes.list}>
        {posts.map((post) => (
          <li key={post.id} className={classes.row}>
            <div className={classes.rowText}>
              <p className={classes.rowTitle}>
                <Link to={paths.blogPost.getHref(post.id)}>{post.title}</Link>
              </p>
              <Text size="sm" c="dimmed">
                {formatDate(post.created_at)}
              </Text>
            </div>
            <Tooltip label={t('admin.news.edit')}>
              <ActionIcon
                variant="subtle"
                onClick={() => onEdit(post)}
                aria-label={t('admin.news.editOne', { title: post.title })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('admin.news.delete.action')}>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => setDeleting(post)}
                aria-label={t('admin.news.delete.actionOne', { title: post.title })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </li>
        ))}
      </ul>
      {query.hasNextPage || query.isFetchNextPageError ? (
        <Group justify="center" mt="md">
          <Button variant="light" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
            {query.isFetchNextPageError ? t('errors.retry') : t('admin.news.showMore')}
          </Button>
        </Group>
      ) : null}
      <DeleteDialog post={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
