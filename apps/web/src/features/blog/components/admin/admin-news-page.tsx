import { Button, Container } from '@mantine/core';
import type { TNewsPost } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../../components/ui/form-alert.tsx';
import { IconPlus } from '../../../../components/ui/icons.tsx';
import { PageTitle } from '../../../../components/ui/page-title.tsx';
import classes from './admin-news.module.css';
import { AdminNewsForm } from './admin-news-form.tsx';
import { AdminNewsList } from './admin-news-list.tsx';

type TEditor = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; post: TNewsPost };

/** `/admin/news`: the blog's back office for admins (the route checks the role). */
export function AdminNewsPage() {
  const { t } = useTranslation();
  const [editor, setEditor] = useState<TEditor>({ mode: 'closed' });
  const [saved, setSaved] = useState<string | null>(null);

  const open = (next: TEditor) => {
    setSaved(null);
    setEditor(next);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Container size="lg" className={classes.page}>
      <PageTitle title={t('admin.news.title')} />
      <div className={classes.header}>
        <h1 className={classes.title}>{t('admin.news.title')}</h1>
        {editor.mode === 'closed' ? (
          <Button leftSection={<IconPlus size={16} />} onClick={() => open({ mode: 'create' })}>
            {t('admin.news.create')}
          </Button>
        ) : null}
      </div>
      {saved ? (
        <FormNotice mb="md" withCloseButton onClose={() => setSaved(null)}>
          {t('admin.news.saved', { title: saved })}
        </FormNotice>
      ) : null}
      {editor.mode === 'closed' ? null : (
        <AdminNewsForm
          // A fresh form per post: nothing of one post's draft leaks into another's.
          key={editor.mode === 'edit' ? editor.post.id : 'new'}
          post={editor.mode === 'edit' ? editor.post : null}
          onSaved={(post) => {
            setEditor({ mode: 'closed' });
            setSaved(post.title);
          }}
          onCancel={() => setEditor({ mode: 'closed' })}
        />
      )}
      <AdminNewsList onEdit={(post) => open({ mode: 'edit', post })} />
    </Container>
  );
}
