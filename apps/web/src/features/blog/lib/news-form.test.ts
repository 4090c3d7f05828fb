import { NEWS_FIELDS, NEWS_IMAGE_MAX_BYTES, NEWS_TITLE_MAX_LENGTH } from '@sverka/shared';
import { describe, expect, it } from 'vitest';
import { checkNewsForm, checkNewsImage, newsFormData, previewDocument } from './news-form.ts';

const filled = { title: 'Новость', content: '<p>Текст</p>' };

describe('checkNewsForm', () => {
  it('accepts a filled form without an image', () => {
    expect(checkNewsForm(filled, null)).toEqual({});
  });

  it('names a blank title and content, as the server does', () => {
    expect(checkNewsForm({ title: '   ', content: '' }, null)).toEqual({
      title: { key: 'admin.news.errors.blank' },
      content: { key: 'admin.news.errors.blank' },
    });
  });

  it('counts the title in characters and stops it at 200', () => {
    expect(checkNewsForm({ ...filled, title: 'я'.repeat(NEWS_TITLE_MAX_LENGTH) }, null)).toEqual({});
    expect(checkNewsForm({ ...filled, title: ` ${'я'.repeat(NEWS_TITLE_MAX_LENGTH + 1)} ` }, null).title).toEqual({
      key: 'admin.news.errors.tooLong',
      values: { max: NEWS_TITLE_MAX_LENGTH },
    });
  });

  it('checks the picked image', () => {
    expect(checkNewsForm(filled, { type: 'image/gif', size: 10 }).image?.key).toBe('admin.news.errors.imageType');
  });
});

describe('checkNewsImage', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp']) {
      expect(checkNewsImage({ type, size: NEWS_IMAGE_MAX_BYTES }), type).toBeUndefined();
    }
  });

  it('refuses other types and larger files', () => {
    expect(checkNewsImage({ type: 'image/svg+xml', size: 100 })?.key).toBe('admin.news.errors.imageType');
    expect(checkNewsImage({ type: '', size: 100 })?.key).toBe('admin.news.errors.imageType');
    expect(checkNewsImage({ type: 'image/png', size: NEWS_IMAGE_MAX_BYTES + 1 })).toEqual({
      key: 'admin.news.errors.imageTooLarge',
      values: { megabytes: 5 },
    });
  });
});

describe('newsFormData', () => {
  it('sends the trimmed title, the content as typed and a picked image', () => {
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    const form = newsFormData({ title: '  Заголовок ', content: ' <p>x</p> ' }, { file, name: 'cover.png' }, true);
    expect(form.get(NEWS_FIELDS.title)).toBe('Заголовок');
    expect(form.get(NEWS_FIELDS.content)).toBe(' <p>x</p> ');
    const image = form.get(NEWS_FIELDS.image);
    expect(image).toBeInstanceOf(Blob);
    expect((image as File).name).toBe('cover.png');
    // A new picture replaces the old one by itself; removing is not asked for too.
    expect(form.has(NEWS_FIELDS.removeImage)).toBe(false);
  });

  it('asks to remove the picture only when one was removed and none picked', () => {
    expect(newsFormData(filled, null, true).get(NEWS_FIELDS.removeImage)).toBe('true');
    expect(newsFormData(filled, null, false).has(NEWS_FIELDS.removeImage)).toBe(false);
    expect(newsFormData(filled, null, false).has(NEWS_FIELDS.image)).toBe(false);
  });
});

describe('previewDocument', () => {
  it('wraps the typed HTML in a document of its own language', () => {
    const html = previewDocument('<h2>Привет</h2>', 'ru');
    expect(html).toMatch(/^<!doctype html><html lang="ru">/);
    expect(html).toContain('<body><h2>Привет</h2></body>');
  });
});
