import { readFile, stat } from 'node:fs/promises';

/** The built index.html cut where a page's own head tags go. */
export type TPageTemplate = { beforeTitle: string; betweenTitleAndHeadEnd: string; fromHeadEnd: string };

/** The build's own title and description are replaced, not duplicated: crawlers would read the first ones. */
const TITLE = /<title>[\s\S]*?<\/title>/i;
const DESCRIPTION = /<meta\s+name=["']description["'][^>]*>\s*/i;

export function parseTemplate(html: string): TPageTemplate {
  const withoutDescription = html.replace(DESCRIPTION, '');
  const title = TITLE.exec(withoutDescription);
  const headEnd = withoutDescription.search(/<\/head>/i);
  if (!title || headEnd < 0 || headEnd < title.index) {
    // A bare document: the tags go right after the doctype, where a browser opens the head by itself.
    const doctype = /^\s*<!doctype[^>]*>/i.exec(withoutDescription)?.[0] ?? '';
    return { beforeTitle: doctype, betweenTitleAndHeadEnd: '', fromHeadEnd: withoutDescription.slice(doctype.length) };
  }
  const titleEnd = title.index + title[0].length;
  return {
    beforeTitle: withoutDescription.slice(0, title.index),
    betweenTitleAndHeadEnd: withoutDescription.slice(titleEnd, headEnd),
    fromHeadEnd: withoutDescription.slice(headEnd),
  };
}

/** `title` and `tags` must already be escaped HTML. */
export function renderPage(template: TPageTemplate, head: { title: string; tags: string }): string {
  return `${template.beforeTitle}<title>${head.title}</title>${template.betweenTitleAndHeadEnd}  ${head.tags}\n  ${template.fromHeadEnd}`;
}

/** How long one look at index.html holds: a rebuild is served within it, and a busy server stats the file once per it. */
const RECHECK_MS = 1000;

/**
 * index.html read once per build: the file is looked at (one stat) at most once a second, and read and cut again
 * only when its modification time or size changed (a rebuild is served without a restart, as the static files are).
 */
export function createTemplateSource(file: string): () => Promise<TPageTemplate & { version: string }> {
  let cached: { mtimeMs: number; size: number; template: TPageTemplate & { version: string } } | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<TPageTemplate & { version: string }> | undefined;
  const check = async () => {
    const { mtimeMs, size } = await stat(file);
    if (cached?.mtimeMs !== mtimeMs || cached.size !== size) {
      // The version names the build a page was made from (card documents of older builds are not served).
      const template = { ...parseTemplate(await readFile(file, 'utf8')), version: `${mtimeMs}:${size}` };
      cached = { mtimeMs, size, template };
    }
    checkedAt = performance.now();
    return cached.template;
  };
  return () => {
    if (cached && performance.now() - checkedAt < RECHECK_MS) return Promise.resolve(cached.template);
    checking ??= check().finally(() => {
      checking = undefined;
    });
    return checking;
  };
}
