import { formatDate } from '@sverka/shared';
import type { TProductSnippet, TSubjectSnippet } from './seo.repository.ts';

/** The brand as Russian readers see it in titles and previews. */
export const SITE_NAME = 'Сверка';

/** Search engines show about 160 characters; a little more gives them room to pick. */
const DESCRIPTION_MAX_LENGTH = 300;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe both as element text and inside a double- or single-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] as string);
}

/**
 * JSON for a `<script>` element: `<`, `>` and `&` become \u escapes, so no
 * value can close the element (`</script>`) or open a comment; U+2028/2029
 * are escaped for parsers that still treat them as line ends.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function subjectTitle(snippet: TSubjectSnippet): string {
  return `${snippet.name}, ИНН ${snippet.inn} — проверка контрагента | ${SITE_NAME}`;
}

/** One short Russian paragraph: status, registration date, address, head, main activity. */
export function subjectDescription(snippet: TSubjectSnippet): string {
  const sentences = [`${snippet.name}: ${snippet.status_name.toLowerCase()}`];
  if (snippet.registration_date) sentences.push(`Дата регистрации ${formatDate(snippet.registration_date)}`);
  if (snippet.address) sentences.push(`Адрес: ${snippet.address}`);
  if (snippet.director) {
    const post = snippet.director_post ? snippet.director_post.toLowerCase() : 'руководитель';
    sentences.push(`${post.charAt(0).toUpperCase()}${post.slice(1)} — ${snippet.director}`);
  }
  if (snippet.okved_code) {
    const activity = snippet.okved_name ? `${snippet.okved_code} ${snippet.okved_name}` : snippet.okved_code;
    sentences.push(`Основной ОКВЭД: ${activity}`);
  }
  const text = `${sentences.join('. ')}.`;
  return text.length <= DESCRIPTION_MAX_LENGTH ? text : `${text.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`;
}

/** schema.org Organization; a sole trader is one too, under the trade name the register gives. */
export function organizationJsonLd(snippet: TSubjectSnippet, url: string) {
  const identifiers = [
    { '@type': 'PropertyValue', propertyID: snippet.kind === 'company' ? 'ОГРН' : 'ОГРНИП', value: snippet.ogrn },
  ];
  if (snippet.kpp) identifiers.push({ '@type': 'PropertyValue', propertyID: 'КПП', value: snippet.kpp });
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: snippet.name,
    legalName: snippet.legal_name,
    taxID: snippet.inn,
    identifier: identifiers,
    ...(snippet.address
      ? {
          address: {
            '@type': 'PostalAddress',
            streetAddress: snippet.address,
            ...(snippet.region_code ? { addressRegion: snippet.region_code } : {}),
            addressCountry: 'RU',
          },
        }
      : {}),
    ...(snippet.registration_date ? { foundingDate: snippet.registration_date } : {}),
    url,
  };
}

/** The `<head>` additions of a subject's card page; every value escaped for where it lands. */
export function subjectHead(snippet: TSubjectSnippet, url: string): { title: string; tags: string } {
  const title = escapeHtml(subjectTitle(snippet));
  const description = escapeHtml(subjectDescription(snippet));
  const href = escapeHtml(url);
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${href}" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="ru_RU" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${href}" />`,
    `<script type="application/ld+json">${scriptJson(organizationJsonLd(snippet, url))}</script>`,
  ];
  return { title, tags: tags.join('\n    ') };
}

/** Search snippets want one plain paragraph: line breaks and runs of spaces collapse, long text is cut. */
function shortDescription(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= DESCRIPTION_MAX_LENGTH ? plain : `${plain.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`;
}

/**
 * The `<head>` additions of a published product's page: title, description,
 * canonical and Open Graph with the main picture (`imageUrl`, absolute, when
 * the product has one); every value escaped for where it lands.
 */
export function productHead(
  snippet: TProductSnippet,
  url: string,
  imageUrl: string | null,
): { title: string; tags: string } {
  const title = escapeHtml(`${snippet.name} — маркетплейс | ${SITE_NAME}`);
  const description = escapeHtml(shortDescription(snippet.description));
  const href = escapeHtml(url);
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${href}" />`,
    `<meta property="og:type" content="product" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="ru_RU" />`,
    `<meta property="og:title" content="${escapeHtml(snippet.name)}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${href}" />`,
  ];
  if (imageUrl) tags.push(`<meta property="og:image" content="${escapeHtml(imageUrl)}" />`);
  return { title, tags: tags.join('\n    ') };
}

/** Keeps a page out of search indexes; the same rule travels as the X-Robots-Tag header. */
export const NOINDEX_TAG = '<meta name="robots" content="noindex" />';

/** An unknown or malformed identifier: the app's own page, kept out of the index. */
export function notFoundHead(): { title: string; tags: string } {
  return { title: escapeHtml(`Организация не найдена | ${SITE_NAME}`), tags: NOINDEX_TAG };
}

/** A path the web app has no page for, or a news post or company that does not exist. */
export function pageNotFoundHead(): { title: string; tags: string } {
  return { title: escapeHtml(`Страница не найдена | ${SITE_NAME}`), tags: NOINDEX_TAG };
}
