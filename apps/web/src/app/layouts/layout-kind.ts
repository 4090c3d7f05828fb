import { matchPath } from 'react-router';
import { paths } from '../../config/paths.ts';

/**
 * Spec §2: the full header and footer belong to the landing page, the blog and
 * a blog post (and, like the blog, the knowledge base); every other page gets the light search header and small footer.
 * Decided by path, so a route added later picks the right chrome by itself.
 */
const FULL_LAYOUT_PATTERNS = [
  paths.home.path,
  paths.blog.path,
  paths.blogPost.path,
  paths.knowledge.path,
  paths.knowledgeArticle.path,
];

export type TLayoutKind = 'full' | 'light';

export function layoutKindFor(pathname: string): TLayoutKind {
  return FULL_LAYOUT_PATTERNS.some((pattern) => matchPath({ path: pattern, end: true }, pathname)) ? 'full' : 'light';
}
