import { describe, expect, it } from 'vitest';
import { htmlToPlainText, NEWS_PREVIEW_LENGTH, newsPreview } from './news-preview.ts';

describe('htmlToPlainText', () => {
  it('drops tags, keeps words of separate blocks apart and decodes entities', () => {
    expect(
      htmlToPlainText(
        '<h2>Заголовок</h2><p>Первый&nbsp;абзац &laquo;Сверки&raquo; &amp; <b>жирный</b></p><p>Второй</p>',
      ),
    ).toBe('Заголовок Первый абзац «Сверки» & жирный Второй');
  });

  it('joins inline tags without a space, as a browser shows them', () => {
    expect(htmlToPlainText('<p><b>Св</b>ерка<br>проверяет</p><ul><li>ИНН</li><li>ОГРН</li></ul>')).toBe(
      'Сверка проверяет ИНН ОГРН',
    );
  });

  it('decodes numeric entities and leaves unknown ones as written', () => {
    expect(htmlToPlainText('&#1057;&#x432; &unknown; &lt;b&gt;')).toBe('Св &unknown; <b>');
  });

  it('leaves out comments and the bodies of script and style', () => {
    expect(htmlToPlainText('<style>p{color:red}</style>а<!-- скрыто --> <script>alert(1)</script>б')).toBe('а б');
  });
});

describe('newsPreview', () => {
  it('returns short text whole, without an ellipsis', () => {
    expect(newsPreview('<p>Коротко о главном</p>')).toBe('Коротко о главном');
    const exact = 'я'.repeat(NEWS_PREVIEW_LENGTH);
    expect(newsPreview(`<p>${exact}</p>`)).toBe(exact);
  });

  it('cuts longer text at 120 characters and adds an ellipsis', () => {
    const text = 'а'.repeat(NEWS_PREVIEW_LENGTH + 1);
    const preview = newsPreview(`<p>${text}</p>`);
    expect(preview).toBe(`${'а'.repeat(NEWS_PREVIEW_LENGTH)}…`);
    expect(Array.from(preview)).toHaveLength(NEWS_PREVIEW_LENGTH + 1);
  });

  it('counts characters of the text, not of the markup, and drops a space before the ellipsis', () => {
    const words = `${'б'.repeat(119)} ${'в'.repeat(30)}`;
    expect(newsPreview(`<p><strong>${words.slice(0, 50)}</strong>${words.slice(50)}</p>`)).toBe(`${'б'.repeat(119)}…`);
  });

  it('never splits a character made of two UTF-16 units', () => {
    const preview = newsPreview('😀'.repeat(130));
    expect(preview).toBe(`${'😀'.repeat(NEWS_PREVIEW_LENGTH)}…`);
  });
});
