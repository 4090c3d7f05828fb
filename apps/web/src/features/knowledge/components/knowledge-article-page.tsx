import { ActionIcon, Badge, Button, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconArrowLeft } from '../../../components/ui/icons.tsx';
import { LockedBlock } from '../../../components/ui/locked-block.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { SanitisedHtml } from '../../../components/ui/sanitised-html.tsx';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useArticle } from '../api/knowledge.ts';
import classes from './knowledge.module.css';

function AllArticlesButton() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={paths.knowledge.getHref()} variant="light">
      {t('knowledge.allArticles')}
    </Button>
  );
}

function ArticleNotFound() {
  const { t } = useTranslation();
  return (
    <div className={classes.empty} role="status">
      <PageTitle title={t('knowledge.notFound.title')} />
      <Title order={1} className={classes.articleTitle}>
        {t('knowledge.notFound.title')}
      </Title>
      <Text mb="md">{t('knowledge.notFound.text')}</Text>
      <AllArticlesButton />
    </div>
  );
}

/**
 * `/knowledge/:slug`: one article. A subscribers-only article comes without its body to a caller whose plan
 * lacks the knowledge base: the lead and the upgrade offer naming the cheapest plan stand in its place.
 */
export function KnowledgeArticlePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const slug = useParams().slug ?? '';
  const query = useArticle(slug);
  const back = () => (location.key === 'default' ? navigate(paths.knowledge.getHref()) : navigate(-1));

  let body: ReactNode;
  if (query.isError && isApiError(query.error) && (query.error.isNotFound || query.error.status === 400)) {
    body = <ArticleNotFound />;
  } else if (query.isPending) {
    body = (
      <Stack gap="sm" aria-hidden="true">
        <Skeleton height={36} width="80%" />
        <Skeleton height={60} mt="md" />
        <Skeleton height={14} />
        <Skeleton height={14} width="60%" />
      </Stack>
    );
  } else if (query.isError) {
    body = <QueryErrorBlock title={t('knowledge.articleLoadError')} query={query} />;
  } else {
    const article = query.data;
    body = (
      <>
        <PageTitle title={article.title} />
        {article.category ? (
          <Link to={paths.knowledge.getHref({ category: article.category.slug })}>{article.category.title}</Link>
        ) : null}
        <h1 className={classes.articleTitle}>{article.title}</h1>
        {article.subscribers_only ? (
          <Badge variant="light" color="orange">
            {t('knowledge.subscribersOnly')}
          </Badge>
        ) : null}
        <p className={classes.articleLead}>{article.lead}</p>
        {article.body !== null ? <SanitisedHtml html={article.body} /> : null}
        {article.locked ? (
          <div className={classes.locked}>
            <LockedBlock locked={article.locked} teaser={t('knowledge.lockedTeaser')} />
          </div>
        ) : null}
        <div className={classes.footer}>
          <AllArticlesButton />
        </div>
      </>
    );
  }

  return (
    <Container size="lg" className={classes.page}>
      <article className={classes.article}>
        <ActionIcon variant="subtle" size="lg" onClick={back} aria-label={t('knowledge.back')}>
          <IconArrowLeft size={22} />
        </ActionIcon>
        {body}
      </article>
    </Container>
  );
}
