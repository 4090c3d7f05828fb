import { describe, expect, it } from 'vitest';
import { parseTemplate, renderPage } from './index-html.ts';

const head = { title: 'ООО «Ромашка»', tags: '<meta name="description" content="Действует">' };

describe('index.html template', () => {
  it('replaces the build title and description inside the head', () => {
    const html =
      '<!doctype html><html><head><title>Sverka</title><meta name="description" content="x"></head><body></body></html>';
    const page = renderPage(parseTemplate(html), head);
    expect(page.match(/<title>/g)).toHaveLength(1);
    expect(page).toContain('<title>ООО «Ромашка»</title>');
    expect(page.indexOf('Действует')).toBeLessThan(page.indexOf('</head>'));
    expect(page).not.toContain('content="x"');
  });

  it('puts the tags after the doctype of a document without a head', () => {
    const page = renderPage(parseTemplate('<!doctype html><div id="root"></div>'), head);
    expect(page.startsWith('<!doctype html><title>ООО «Ромашка»</title>')).toBe(true);
    expect(page).toContain('<div id="root"></div>');
  });
});
