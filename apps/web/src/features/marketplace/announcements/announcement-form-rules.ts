import { ANNOUNCEMENT_IMAGES_MAX, ANNOUNCEMENT_TEXT_MAX_LENGTH } from '@sverka/shared';

export type TAnnouncementDraft = {
  kind: string | null;
  text: string;
  images: readonly File[];
  /** `product:<id>`, `company` or '' for no link. */
  link: string;
  company: string | null;
};

/** Problems of the draft as i18n keys by field; empty when it may be sent. */
export function announcementProblems(draft: TAnnouncementDraft, needsCompany: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!draft.kind) problems.kind = 'marketplace-announcements.form.kindRequired';
  const text = draft.text.trim();
  if (!text) problems.text = 'marketplace-announcements.form.textRequired';
  else if (text.length > ANNOUNCEMENT_TEXT_MAX_LENGTH) problems.text = 'marketplace-announcements.form.textTooLong';
  if (draft.images.length > ANNOUNCEMENT_IMAGES_MAX) problems.images = 'marketplace-announcements.form.tooManyImages';
  if (needsCompany && !draft.company) problems.company = 'marketplace-announcements.form.companyRequired';
  return problems;
}

/** The multipart body `POST /api/v1/announcements/` reads. */
export function announcementFormData(draft: TAnnouncementDraft): FormData {
  const form = new FormData();
  if (draft.company) form.append('company', draft.company);
  form.append('kind', draft.kind ?? '');
  form.append('text', draft.text.trim());
  if (draft.link === 'company') form.append('link_company', 'true');
  else if (draft.link.startsWith('product:')) form.append('link_product', draft.link.slice('product:'.length));
  for (const file of draft.images) form.append('images', file, file.name);
  return form;
}
