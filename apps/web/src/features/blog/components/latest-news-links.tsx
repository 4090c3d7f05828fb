import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useLatestNews } from '../api/latest-news.ts';
import classes from './latest-news-links.module.css';

/** How many titles the footer lists. */
export const LATEST_NEWS_LINKS = 4;

/**
 * The footer's blog links: the newest titles and "all news". Renders nothing
 * while loading, on a failure or when there are no posts, so the footer never
 * shows an empty heading.
 */
export function LatestNewsLinks() {
  const { t } = useTranslation();
  const { data } = useLatestNews();
  const posts = data?.result.slice(0, LATEST_NEWS_LINKS) ?? [];
  if (posts.length === 0) return null;
  return (
    <nav aria-label={t('blogLinks.label')}>
      <h2 className={classes.heading}>{t('blogLinks.heading')}</h2>
      <ul className={classes.list}>
        {posts.map((post) => (
          <li key={post.id}>
            <Link to={paths.blogPost.getHref(post.id)} className={classes.link}>
              {post.title}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.blog.getHref()} className={`${classes.link} ${classes.all}`}>
            {t('blogLinks.all')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
