import { Container, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconInfo } from '../../../components/ui/icons.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { useNewsList } from '../api/news.ts';
import classes from './blog.module.css';
import { NewsCard } from './news-card.tsx';

function ListSkeleton() {
  return (
    <ul className={classes.grid} aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((item) => (
        <li key={item}>
          <Skeleton height={240} radius="md" />
        </li>
      ))}
    </ul>
  );
}

/** `/blog`: every post, newest first, ten at a time with 'Показать ещё'. */
export function BlogListPage() {
  const { t } = useTranslation();
  const query = useNewsList();
  const posts = query.data?.pages.flatMap((page) => page.result) ?? [];

  let body: ReactNode;
  if (query.isPending) body = <ListSkeleton />;
  else if (query.isError && posts.length === 0) {
    body = <QueryErrorBlock title={t('blog.loadError')} query={query} />;
  } else if (posts.length === 0) {
    body = (
      <div className={classes.empty} role="status">
        <IconInfo size={32} />
        <Text fw={600} c="gray.8">
          {t('blog.empty')}
        </Text>
        <Text size="sm">{t('blog.emptyHint')}</Text>
      </div>
    );
  } else {
    body = (
      <>
        <ul className={classes.grid}>
          {posts.map((post) => (
            <li key={post.id}>
              <NewsCard post={post} />
            </li>
          ))}
        </ul>
        <ShowMore query={query} label={t('blog.showMore')} error={{ key: 'blog.moreError' }} />
      </>
    );
  }

  return (
    <Container size="lg" className={classes.page}>
      <PageTitle title={t('blog.title')} />
      <h1 className={classes.pageTitle}>{t('blog.title')}</h1>
      {body}
    </Container>
  );
}
