import { describe, expect, it } from 'vitest';
import { articleBody, checkArticleForm, emptyArticleForm, slugFromTitle } from './article-form.ts';

const valid = {
  ...emptyArticleForm(),
  slug: 'kak-chitat-vypisku',
  title: 'Как читать выписку',
  lead: 'Коротко о главном.',
  body: '<p>Текст</p>',
};

describe('checkArticleForm', () => {
  it('passes a complete article', () => {
    expect(checkArticleForm(valid)).toEqual({});
  });

  it('names every empty, too long or malformed field', () => {
    expect(checkArticleForm(emptyArticleForm())).toEqual({
      slug: { key: 'knowledge.admin.errors.blank' },
      title: { key: 'knowledge.admin.errors.blank' },
      lead: { key: 'knowledge.admin.errors.blank' },
      body: { key: 'knowledge.admin.errors.blank' },
    });
    expect(checkArticleForm({ ...valid, slug: 'Выписка ЕГРЮЛ' }).slug).toEqual({
      key: 'knowledge.admin.errors.slugFormat',
    });
    expect(checkArticleForm({ ...valid, slug: 'a--b' }).slug?.key).toBe('knowledge.admin.errors.slugFormat');
    expect(checkArticleForm({ ...valid, lead: 'я'.repeat(601) }).lead).toEqual({
      key: 'knowledge.admin.errors.tooLong',
      values: { max: 600 },
    });
  });
});

describe('articleBody', () => {
  it('sends no rubric as null and the flag as the server names it', () => {
    expect(articleBody({ ...valid, slug: ' x-y ', subscribersOnly: true })).toEqual({
      slug: 'x-y',
      title: valid.title,
      lead: valid.lead,
      body: valid.body,
      category: null,
      subscribers_only: true,
    });
    expect(articleBody({ ...valid, category: 'registries' }).category).toBe('registries');
  });
});

describe('slugFromTitle', () => {
  it('spells a Russian title in Latin letters joined by hyphens', () => {
    expect(slugFromTitle('Как читать выписку из ЕГРЮЛ?')).toBe('kak-chitat-vypisku-iz-egryul');
    expect(slugFromTitle('  ФССП: долги  ')).toBe('fssp-dolgi');
  });
});
