import { describe, expect, it } from 'vitest';
import { sanitizeNewsHtml } from './news-html.ts';

/** Anything a browser could run: script elements, handlers, script URLs, CSS expressions, frames, SVG. */
function expectNothingExecutable(html: string): void {
  expect(html).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|form|input|link|meta|base)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|vbscript:|data:/i);
  expect(html).not.toMatch(/expression\s*\(/i);
  expect(html).not.toMatch(/\sstyle\s*=/i);
}

describe('sanitizeNewsHtml', () => {
  it('keeps the allowed structure as written', () => {
    const html =
      '<h2>Заголовок</h2><p>Текст с <strong>жирным</strong>, <em>курсивом</em>, <b>b</b> и <i>i</i>.</p>' +
      '<ul><li>один</li></ul><ol start="3"><li>три</li></ol><blockquote>цитата</blockquote>' +
      '<table><thead><tr><th colspan="2">Шапка</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>' +
      '<img src="https://example.ru/a.png" alt="картинка" /><img src="/api/v1/media/news/x.webp" alt="" />';
    expect(sanitizeNewsHtml(html)).toBe(html);
  });

  it('gives every link rel="noopener noreferrer nofollow" and keeps http(s), mailto and site paths', () => {
    expect(sanitizeNewsHtml('<a href="https://nalog.ru" rel="opener" target="_blank">ФНС</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" href="https://nalog.ru">ФНС</a>',
    );
    expect(sanitizeNewsHtml('<a href="mailto:info@example.ru">почта</a>')).toContain('href="mailto:info@example.ru"');
    expect(sanitizeNewsHtml('<a href="/#pricing-section">тарифы</a>')).toContain('href="/#pricing-section"');
  });

  it('drops script URLs in every disguise, protocol-relative links and foreign image schemes', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      '//evil.example/x',
    ]) {
      const html = sanitizeNewsHtml(`<a href="${href}">ссылка</a>`);
      expect(html, href).toBe('<a rel="noopener noreferrer nofollow">ссылка</a>');
    }
    expect(sanitizeNewsHtml('<p>x<img src="data:image/png;base64,AAAA" /></p>')).toBe('<p>x</p>');
    expect(sanitizeNewsHtml('<p>x<img src="/uploads/secret.png" /></p>')).toBe('<p>x</p>');
  });

  it('leaves nothing executable in hostile markup', () => {
    const hostile = [
      '<p>нормальный текст</p>',
      '<script>alert(1)</script>',
      '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
      '<img src="https://example.ru/a.png" onerror="alert(1)" onload=alert(2)>',
      '<img src=x onerror=alert(1)>',
      '<svg onload="alert(1)"><script>alert(2)</script></svg>',
      '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
      '<p style="width: expression(alert(1)); background:url(javascript:alert(1))">стиль</p>',
      '<style>body{background:url("javascript:alert(1)")}</style>',
      '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<object data="data:text/html,<script>alert(1)</script>"></object><embed src="x.swf">',
      '<form action="javascript:alert(1)"><input type="submit" formaction="javascript:alert(1)"></form>',
      '<a href="javascript:alert(1)" onclick="alert(2)" onmouseover="alert(3)">ссылка</a>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<div onmouseover="alert(1)">div</div><body onload=alert(1)>',
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="javascript:alert(1)//">',
      '<!--<img src=x onerror=alert(1)>-->',
    ].join('');
    const html = sanitizeNewsHtml(hostile);
    expectNothingExecutable(html);
    expect(html).toContain('<p>нормальный текст</p>');
    expect(html).toContain('<img src="https://example.ru/a.png" />');
  });
});
