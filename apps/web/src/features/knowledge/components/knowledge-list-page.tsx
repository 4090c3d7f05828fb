import { Badge, Button, Chip, Container, Skeleton, Text, TextInput } from '@mantine/core';
import { KNOWLEDGE_SEARCH_MAX_LENGTH, type TKnowledgeArticleSummary } from '@sverka/shared';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconInfo, IconSearch } from '../../../components/ui/icons.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { ShowMore } from '../../../components/ui/show-more.tsx';
import { paths } from '../../../config/paths.ts';
import { useArticleList } from '../api/knowledge.ts';
import classes from './knowledge.module.css';

function ArticleItem({ article }: { article: TKnowledgeArticleSummary }) {
  const { t } = useTranslation();
  return (
    <Link to={paths.knowledgeArticle.getHref(article.slug)} className={classes.item}>
      <div className={classes.itemHead}>
        <h2 className={classes.itemTitle}>{article.title}</h2>
        {article.subscribers_only ? (
          <Badge size="sm" variant="light" color="orange">
            {t('knowledge.subscribersOnly')}
          </Badge>
        ) : null}
      </div>
      {article.category ? (
        <Text size="xs" c="dimmed" mt={4}>
          {article.category.title}
        </Text>
      ) : null}
      <p className={classes.lead}>{article.lead}</p>
    </Link>
  );
}

/** `/knowledge`: rubrics, a search box and the articles; `?category=` and `?search=` keep the choice in the URL. */
export function KnowledgeListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const search = params.get('search') ?? '';
  const [draft, setDraft] = useState(search);
  const query = useArticleList({ category, search });
  const articles = query.data?.pages.flatMap((page) => page.result) ?? [];
  const categories = query.data?.pages[0]?.categories ?? [];

  const update = (next: { category?: string | null; search?: string }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };

  const reset = () => {
    setDraft('');
    update({ search: '', category: null });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ search: draft.trim() });
  };

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <ul className={classes.list} aria-hidden="true">
        {[0, 1, 2, 3].map((item) => (
          <li key={item}>
            <Skeleton height={110} radius="md" />
          </li>
        ))}
      </ul>
    );
  } else if (query.isError && articles.length === 0) {
    body = <QueryErrorBlock title={t('knowledge.loadError')} query={query} />;
  } else if (articles.length === 0) {
    body = (
      <div className={classes.empty} role="status">
        <IconInfo size={32} />
        <Text fw={600} c="gray.8">
          {search || category ? t('knowledge.nothingFound') : t('knowledge.empty')}
        </Text>
        {search || category ? (
          <Button variant="light" onClick={reset}>
            {t('knowledge.resetFilters')}
          </Button>
        ) : null}
      </div>
    );
  } else {
    body = (
      <>
        <ul className={classes.list} data-testid="knowledge-list">
          {articles.map((article) => (
            <li key={article.slug}>
              <ArticleItem article={article} />
            </li>
          ))}
        </ul>
        <ShowMore query={query} label={t('knowledge.showMore')} error={{ key: 'knowledge.moreError' }} />
      </>
    );
  }

  return (
    <Container size="lg" className={classes.page}>
      <PageTitle title={t('knowledge.title')} />
      <h1 className={classes.pageTitle}>{t('knowledge.title')}</h1>
      <p className={classes.intro}>{t('knowledge.intro')}</p>
      <form className={classes.search} onSubmit={submit}>
        <TextInput
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          placeholder={t('knowledge.searchPlaceholder')}
          aria-label={t('knowledge.searchLabel')}
          maxLength={KNOWLEDGE_SEARCH_MAX_LENGTH}
          leftSection={<IconSearch size={16} />}
        />
        <Button type="submit">{t('knowledge.searchButton')}</Button>
      </form>
      {categories.length ? (
        <ul className={classes.categories} aria-label={t('knowledge.categories')}>
          <li>
            <Chip checked={!category} onChange={() => update({ category: null })}>
              {t('knowledge.allCategories')}
            </Chip>
          </li>
          {categories.map((item) => (
            <li key={item.slug}>
              <Chip checked={category === item.slug} onChange={() => update({ category: item.slug })}>
                {item.title} ({item.count})
              </Chip>
            </li>
          ))}
        </ul>
      ) : null}
      {body}
    </Container>
  );
}
