import type { TPersonSnippet } from '../people/index.ts';
import { escapeHtml, NOINDEX_TAG, SITE_NAME, scriptJson } from './head.presenter.ts';

/** Search engines show about 160 characters; a little more gives them room to pick. */
const DESCRIPTION_MAX_LENGTH = 300;

/** The path of a person's page: by ИНН when known, else by name within the company it was found in. */
export function personPath(snippet: TPersonSnippet, companyInn?: string): string {
  if (snippet.inn) return `/person/${snippet.inn}`;
  return `/person/name/${encodeURIComponent(snippet.name)}/${encodeURIComponent(companyInn ?? '')}`;
}

export function personTitle(snippet: TPersonSnippet): string {
  const who = snippet.inn ? `${snippet.name}, ИНН ${snippet.inn}` : snippet.name;
  return `${who} — руководитель и учредитель | ${SITE_NAME}`;
}

/** «Фамилия Имя Отчество: организаций 5, действующих 3, ликвидированных 1. Сейчас: директор ООО «X»; …» */
export function personDescription(snippet: TPersonSnippet): string {
  const sentences = [
    `${snippet.name}: организаций, где руководитель или учредитель, — ${snippet.companies}` +
      `, из них действующих ${snippet.active}, ликвидированных ${snippet.liquidated}`,
  ];
  if (snippet.current.length) {
    const roles = snippet.current.map((role) => {
      const post = role.role === 'director' ? (role.post ?? 'руководитель') : 'учредитель';
      return `${post.toLowerCase()} ${role.company}`;
    });
    sentences.push(`Сейчас: ${roles.join('; ')}`);
  }
  const text = `${sentences.join('. ')}.`;
  return text.length <= DESCRIPTION_MAX_LENGTH ? text : `${text.slice(0, DESCRIPTION_MAX_LENGTH - 1).trimEnd()}…`;
}

/** schema.org Person with the organisations the person currently directs. */
export function personJsonLd(snippet: TPersonSnippet, url: string) {
  const directs = snippet.current.filter((role) => role.role === 'director');
  return {
    '@context': 'https://schema.org',
    '@type': 'Person',
    name: snippet.name,
    ...(snippet.inn ? { taxID: snippet.inn } : {}),
    ...(directs.length
      ? {
          worksFor: directs.map((role) => ({ '@type': 'Organization', name: role.company, taxID: role.inn })),
        }
      : {}),
    url,
  };
}

/** The `<head>` additions of a person's page; every value escaped for where it lands. */
export function personHead(snippet: TPersonSnippet, url: string): { title: string; tags: string } {
  const title = escapeHtml(personTitle(snippet));
  const description = escapeHtml(personDescription(snippet));
  const href = escapeHtml(url);
  const tags = [
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${href}" />`,
    `<meta property="og:type" content="profile" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:locale" content="ru_RU" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${href}" />`,
    `<script type="application/ld+json">${scriptJson(personJsonLd(snippet, url))}</script>`,
  ];
  return { title, tags: tags.join('\n    ') };
}

/** An unknown or malformed ИНН: the app's own page, kept out of the index. */
export function personNotFoundHead(): { title: string; tags: string } {
  return { title: escapeHtml(`Сведений о человеке нет | ${SITE_NAME}`), tags: NOINDEX_TAG };
}
