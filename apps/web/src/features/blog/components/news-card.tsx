import { formatDate, type TNewsPost } from '@sverka/shared';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import classes from './blog.module.css';

/** One post in the list: picture (if any), title, date and the 120-character preview. */
export function NewsCard({ post }: { post: TNewsPost }) {
  return (
    <Link to={paths.blogPost.getHref(post.id)} className={classes.card}>
      {post.image ? <img src={post.image} alt="" className={classes.cardImage} loading="lazy" /> : null}
      <div className={classes.cardBody}>
        <h2 className={classes.cardTitle}>{post.title}</h2>
        <time dateTime={post.created_at} className={classes.date}>
          {formatDate(post.created_at)}
        </time>
        <p className={classes.preview}>{post.preview}</p>
      </div>
    </Link>
  );
}
