import sanitizeHtml from 'sanitize-html';
import { MEDIA_PREFIX } from './blog.presenter.ts';

/**
 * The allow-list for post bodies: text structure, links, pictures and tables.
 * Everything else is dropped — script, style, iframe, svg, forms, every `on*`
 * and `style` attribute — and only http(s) and mailto links survive, so a
 * stored post can run nothing in a reader's browser whoever wrote it.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'b',
    'i',
    'strong',
    'em',
    'u',
    's',
    'sub',
    'sup',
    'code',
    'pre',
    'blockquote',
    'figure',
    'figcaption',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // `//host/x` would take the page's scheme to another site unnoticed.
  allowProtocolRelative: false,
  // The text inside these is code or markup, never something to show.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { href, title } = attribs;
      const kept: Record<string, string> = { rel: 'noopener noreferrer nofollow' };
      if (href !== undefined && isLinkTarget(href)) kept.href = href;
      if (title !== undefined) kept.title = title;
      return { tagName, attribs: kept };
    },
    img: (tagName, attribs) => {
      const kept = { ...attribs };
      if (kept.src !== undefined && !isImageSource(kept.src)) delete kept.src;
      return { tagName, attribs: kept };
    },
  },
  // A picture without an address is an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** An absolute http(s)/mailto address or a path of this site (`/blog/2`), never `//host`. */
function isLinkTarget(href: string): boolean {
  const value = href.trim();
  return /^(https?:\/\/|mailto:)/i.test(value) || /^\/(?!\/)/.test(value) || value.startsWith('#');
}

/** Pictures come from the web (http/https) or from our own media folder. */
function isImageSource(src: string): boolean {
  const value = src.trim();
  return /^https?:\/\//i.test(value) || value.startsWith(MEDIA_PREFIX);
}

export function sanitizeNewsHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}

/** Whether sanitised HTML still shows something: text or a picture. */
export function hasVisibleContent(html: string, plainText: string): boolean {
  return plainText.length > 0 || /<img\b/i.test(html);
}
