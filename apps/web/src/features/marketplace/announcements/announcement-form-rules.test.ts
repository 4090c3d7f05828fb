import { describe, expect, it } from 'vitest';
import { announcementFormData, announcementProblems, type TAnnouncementDraft } from './announcement-form-rules.ts';

const draft = (patch: Partial<TAnnouncementDraft> = {}): TAnnouncementDraft => ({
  kind: 'new_goods',
  text: 'Новая партия кирпича',
  images: [],
  link: '',
  company: null,
  ...patch,
});

describe('announcementProblems', () => {
  it('asks for the kind, the text within 1000 characters, at most four pictures and the company when several', () => {
    expect(announcementProblems(draft(), false)).toEqual({});
    expect(announcementProblems(draft({ kind: null, text: '  ' }), true)).toEqual({
      kind: 'marketplace-announcements.form.kindRequired',
      text: 'marketplace-announcements.form.textRequired',
      company: 'marketplace-announcements.form.companyRequired',
    });
    expect(announcementProblems(draft({ text: 'я'.repeat(1001) }), false).text).toBe(
      'marketplace-announcements.form.textTooLong',
    );
    const files = Array.from({ length: 5 }, (_, index) => new File(['x'], `${index}.png`));
    expect(announcementProblems(draft({ images: files }), false).images).toBe(
      'marketplace-announcements.form.tooManyImages',
    );
  });
});

describe('announcementFormData', () => {
  it('sends the link as a product number or the company flag, and every picture', () => {
    const product = announcementFormData(draft({ link: 'product:42', images: [new File(['x'], 'a.png')] }));
    expect(product.get('link_product')).toBe('42');
    expect(product.get('link_company')).toBeNull();
    expect(product.getAll('images')).toHaveLength(1);
    const company = announcementFormData(draft({ link: 'company', company: '7' }));
    expect(company.get('link_company')).toBe('true');
    expect(company.get('company')).toBe('7');
  });
});
