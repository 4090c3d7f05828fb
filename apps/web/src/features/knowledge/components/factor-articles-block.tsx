import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useEarlyAccess } from '../api/early-access.ts';
import { useFactorArticles } from '../api/knowledge.ts';
import classes from './knowledge.module.css';

/**
 * «Статьи по факторам этой карточки» under the reliability tab: the knowledge-base articles that explain the
 * factors fired for this subject. In early access (`card.factor_articles`): shown only to a caller whose plan
 * has it, and the server refuses the list to anyone else.
 */
export function FactorArticlesBlock({ factorIds }: { factorIds: readonly string[] }) {
  const { t } = useTranslation();
  const allowed = useEarlyAccess('card.factor_articles');
  const query = useFactorArticles(factorIds, allowed);
  if (!allowed || !query.data?.results.length) return null;
  return (
    <section className={classes.factorArticles} aria-labelledby="factor-articles-title" data-testid="factor-articles">
      <h3 id="factor-articles-title" className={classes.factorArticlesTitle}>
        {t('knowledge.factorArticles.title')}
      </h3>
      <Text size="xs" c="dimmed" mb="xs">
        {t('knowledge.factorArticles.earlyAccess')}
      </Text>
      <ul className={classes.factorArticlesList}>
        {query.data.results.map((article) => (
          <li key={article.slug}>
            <Link to={paths.knowledgeArticle.getHref(article.slug)}>{article.title}</Link>
            <Text size="sm" c="dimmed">
              {t('knowledge.factorArticles.explains', { count: article.factors.length })}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  );
}
