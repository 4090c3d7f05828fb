import {
  ActionIcon,
  Badge,
  Button,
  Container,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { TKnowledgeAdminArticle } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryErrorBlock } from '../../../../components/ui/error-block.tsx';
import { FormAlert, FormNotice } from '../../../../components/ui/form-alert.tsx';
import { IconPencil, IconPlus, IconTrash } from '../../../../components/ui/icons.tsx';
import { PageTitle } from '../../../../components/ui/page-title.tsx';
import { paths } from '../../../../config/paths.ts';
import { accountErrorMessages, messageText, type TMessage } from '../../../../lib/form-errors.ts';
import { useAdminArticles, useCreateCategory, useDeleteArticle } from '../../api/knowledge.ts';
import { slugFromTitle } from '../../lib/article-form.ts';
import { AdminArticleForm } from './admin-article-form.tsx';
import classes from './admin-knowledge.module.css';

type TEditor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; article: TKnowledgeAdminArticle };

function DeleteDialog({ article, onClose }: { article: TKnowledgeAdminArticle | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteArticle();
  const confirm = async () => {
    if (!article) return;
    try {
      await remove.mutateAsync(article.id);
      onClose();
    } catch (error) {
      console.error('Article delete failed', error);
    }
  };
  return (
    <Modal
      opened={article !== null}
      onClose={onClose}
      onExitTransitionEnd={() => remove.reset()}
      title={t('knowledge.admin.delete.title')}
      centered
    >
      <Stack gap="md">
        <Text>{t('knowledge.admin.delete.text', { title: article?.title ?? '' })}</Text>
        <FormAlert message={remove.isError ? { key: 'knowledge.admin.delete.error' } : null} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={remove.isPending}>
            {t('knowledge.admin.delete.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A new rubric: its name, and an address made from it unless the admin writes one. */
function NewRubricForm() {
  const { t } = useTranslation();
  const create = useCreateCategory();
  const [title, setTitle] = useState('');
  const [errors, setErrors] = useState<Record<string, TMessage[]>>({});
  const [done, setDone] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    if (!title.trim()) {
      setErrors({ title: [{ key: 'knowledge.admin.errors.blank' }] });
      return;
    }
    try {
      const created = await create.mutateAsync({ slug: slugFromTitle(title) || 'rubric', title });
      setTitle('');
      setErrors({});
      setDone(created.title);
    } catch (error) {
      setErrors(accountErrorMessages(error, ['slug', 'title']).fields);
    }
  };
  const error = [...(errors.title ?? []), ...(errors.slug ?? [])].map((message) => messageText(t, message)).join('\n');
  return (
    <form onSubmit={submit} noValidate className={classes.rubrics}>
      <TextInput
        label={t('knowledge.admin.rubric.label')}
        value={title}
        onChange={(event) => setTitle(event.currentTarget.value)}
        error={error || undefined}
      />
      <Button type="submit" variant="light" loading={create.isPending}>
        {t('knowledge.admin.rubric.add')}
      </Button>
      {done ? <Text size="sm">{t('knowledge.admin.rubric.added', { title: done })}</Text> : null}
    </form>
  );
}

/** `/admin/knowledge`: the knowledge base's articles and rubrics, for admins (the route checks the role). */
export function AdminKnowledgePage() {
  const { t } = useTranslation();
  const query = useAdminArticles();
  const [editor, setEditor] = useState<TEditor>({ mode: 'closed' });
  const [saved, setSaved] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<TKnowledgeAdminArticle | null>(null);
  const articles = query.data?.results ?? [];
  const categories = query.data?.categories ?? [];

  const open = (next: TEditor) => {
    setSaved(null);
    setEditor(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  let list: React.ReactNode;
  if (query.isPending) {
    list = (
      <Stack gap={8} aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={56} radius="sm" />
        ))}
      </Stack>
    );
  } else if (query.isError) {
    list = <QueryErrorBlock title={t('knowledge.admin.loadError')} query={query} />;
  } else if (articles.length === 0) {
    list = (
      <Paper withBorder className={classes.empty} role="status">
        <Text fw={600}>{t('knowledge.admin.empty')}</Text>
      </Paper>
    );
  } else {
    list = (
      <ul className={classes.list}>
        {articles.map((article) => (
          <li key={article.id} className={classes.row}>
            <div className={classes.rowText}>
              <p className={classes.rowTitle}>
                <Link to={paths.knowledgeArticle.getHref(article.slug)}>{article.title}</Link>
              </p>
              <Group gap={6}>
                <Text size="sm" c="dimmed">
                  {article.category?.title ?? t('knowledge.admin.form.noCategory')}
                </Text>
                {article.subscribers_only ? (
                  <Badge size="xs" variant="light" color="orange">
                    {t('knowledge.subscribersOnly')}
                  </Badge>
                ) : null}
                {article.factor_article ? (
                  <Badge size="xs" variant="light">
                    {t('knowledge.admin.factorArticle')}
                  </Badge>
                ) : null}
              </Group>
            </div>
            <Tooltip label={t('knowledge.admin.edit')}>
              <ActionIcon
                variant="subtle"
                onClick={() => open({ mode: 'edit', article })}
                aria-label={t('knowledge.admin.editOne', { title: article.title })}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip
              label={article.factor_article ? t('knowledge.admin.cannotDelete') : t('knowledge.admin.delete.action')}
            >
              <ActionIcon
                variant="subtle"
                color="red"
                disabled={article.factor_article}
                onClick={() => setDeleting(article)}
                aria-label={t('knowledge.admin.delete.actionOne', { title: article.title })}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Container size="lg" className={classes.page}>
      <PageTitle title={t('knowledge.admin.title')} />
      <div className={classes.header}>
        <h1 className={classes.title}>{t('knowledge.admin.title')}</h1>
        {editor.mode === 'closed' ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => open({ mode: 'create' })}>
            {t('knowledge.admin.create')}
          </Button>
        ) : null}
      </div>
      {saved ? (
        <FormNotice mb="md" withCloseButton onClose={() => setSaved(null)}>
          {t('knowledge.admin.saved', { title: saved })}
        </FormNotice>
      ) : null}
      {editor.mode === 'closed' ? null : (
        <AdminArticleForm
          key={editor.mode === 'edit' ? editor.article.id : 'new'}
          article={editor.mode === 'edit' ? editor.article : null}
          categories={categories}
          onSaved={(article) => {
            setEditor({ mode: 'closed' });
            setSaved(article.title);
          }}
          onCancel={() => setEditor({ mode: 'closed' })}
        />
      )}
      {list}
      <NewRubricForm />
      <DeleteDialog article={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
