import { ActionIcon, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconArrowLeft } from '../../../components/ui/icons.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { SanitisedHtml } from '../../../components/ui/sanitised-html.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useNewsPost } from '../api/news.ts';
import { newsIdOf } from '../lib/news-id.ts';
import classes from './blog.module.css';

function AllNewsButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={paths.blog.getHref()} variant="light">
      {t('blog.allNews')}
    </Button>
  );
}

function PostSkeleton() {
  return (
    <Stack gap="sm" aria-hidden="true">
      <Skeleton height={36} width="80%" />
      <Skeleton height={14} width={90} />
      <Skeleton height={320} mt="md" radius="md" />
      <Skeleton height={14} />
      <Skeleton height={14} />
      <Skeleton height={14} width="60%" />
    </Stack>
  );
}

function PostNotFound() {
  const { t } = useTranslation();
  return (
    <div className={classes.empty} role="status">
      <PageTitle title={t('blog.notFound.title')} />
      <Title order={1} className={classes.postTitle}>
        {t('blog.notFound.title')}
      </Title>
      <Text mb="md">{t('blog.notFound.text')}</Text>
      <AllNewsButton />
    </div>
  );
}

/** `/blog/:id`: one post with a back arrow and an 'all news' button (spec §2). */
export function BlogPostPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const id = newsIdOf(useParams().id);
  const query = useNewsPost(id);

  // The first page of a visit has no history entry of ours to return to: go to the list instead.
  const back = () => (location.key === 'default' ? navigate(paths.blog.getHref()) : navigate(-1));

  let body: ReactNode;
  if (id === null || (query.isError && isApiError(query.error) && query.error.isNotFound)) body = <PostNotFound />;
  else if (query.isPending) body = <PostSkeleton />;
  else if (query.isError) {
    body = <QueryErrorBlock title={t('blog.postLoadError')} query={query} />;
  } else {
    const post = query.data;
    body = (
      <>
        <PageTitle title={post.title} />
        <h1 className={classes.postTitle}>{post.title}</h1>
        <time dateTime={post.created_at} className={classes.date}>
          {formatDate(post.created_at)}
        </time>
        {post.image ? <img src={post.image} alt="" className={classes.postImage} /> : null}
        <SanitisedHtml html={post.content} />
        <div className={classes.footer}>
          <AllNewsButton />
        </div>
      </>
    );
  }

  return (
    <Container size="lg" className={classes.page}>
      <article className={classes.article}>
        <ActionIcon variant="subtle" size="lg" className={classes.back} onClick={back} aria-label={t('blog.back')}>
          <IconArrowLeft size={22} />
        </ActionIcon>
        {body}
      </article>
    </Container>
  );
}
