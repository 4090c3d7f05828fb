import { createHash } from 'node:crypto';

/**
 * Tags name what a card document was built from. A document holds the tags of
 * every fact it shows; a writer passes the tags of what it changed (the new
 * state: an old state a document showed is named by that document's own tags).
 */

/** Hex, as PostgreSQL's md5() writes it (card-documents.repository.ts tags addresses in SQL too). */
const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export const documentTag = {
  /** Facts filed under this ИНН changed: the subject's row, its finances, cases, contracts … */
  inn: (inn: string) => `inn:${inn}`,
  /** Facts filed under this ОГРН or ОГРНИП changed: the subject's row, records, licences … */
  ogrn: (ogrn: string) => `ogrn:${ogrn}`,
  /** The row itself changed without its identifiers saying so (its seller, its representative). */
  company: (id: number) => `company:${id}`,
  entrepreneur: (id: number) => `entrepreneur:${id}`,
  /** The companies a person directs or founds changed (connections through people). */
  person: (inn: string) => `person:${inn}`,
  /** The companies at an address changed (connections by address): by ФИАС id, or by the text without one. */
  fias: (id: string) => `fias:${id}`,
  address: (text: string) => `address:${md5(text)}`,
  /** The stored reliability rating of a subject. */
  rating: (kind: 'company' | 'entrepreneur', inn: string) => `rating:${kind}:${inn}`,
};

/** The tags of a ЮЛ or ИП row: its id and both identifiers. */
export function subjectTags(subject: {
  kind: 'company' | 'entrepreneur';
  id: number;
  inn: string;
  ogrn: string;
}): string[] {
  const row = subject.kind === 'company' ? documentTag.company(subject.id) : documentTag.entrepreneur(subject.id);
  return [row, documentTag.inn(subject.inn), documentTag.ogrn(subject.ogrn)];
}

/**
 * What a writer of a company's address names: both ways connections may match
 * it, since another company's list goes by ФИАС id when it has one and by the
 * text otherwise.
 */
export function addressTags(fiasId: string | null | undefined, text: string | null | undefined): string[] {
  const tags: string[] = [];
  if (fiasId) tags.push(documentTag.fias(fiasId));
  if (text) tags.push(documentTag.address(text));
  return tags;
}

/** Tags of identifiers that may be missing (a founder without ОГРН, a list entry without ИНН). */
export function identifierTags(ids: {
  inns?: readonly (string | null | undefined)[];
  ogrns?: readonly (string | null | undefined)[];
}): string[] {
  const tags: string[] = [];
  for (const inn of ids.inns ?? []) if (inn) tags.push(documentTag.inn(inn));
  for (const ogrn of ids.ogrns ?? []) if (ogrn) tags.push(documentTag.ogrn(ogrn));
  return tags;
}

type TNullable = string | null | undefined;

/** What a ЮЛ record names that other cards may show: the shape of an ЕГРЮЛ record and of a provider's company. */
export type TCompanyRecordLinks = {
  company: { inn: string; ogrn: string; address_fias_id?: TNullable; legal_address?: TNullable };
  directors: readonly { inn?: TNullable }[];
  founders: readonly { kind: string; inn?: TNullable; ogrn?: TNullable }[];
};

/**
 * The card documents a company record may change, as tags of its new state (documents that showed the old
 * state hold the company's own tags): the company's cards and lists; other companies' connections through its
 * address, its directors and person founders; and the cards of the organisations that found it (their
 * «founded» list).
 */
export function companyRecordTags({ company, directors, founders }: TCompanyRecordLinks): string[] {
  const tags = [
    ...identifierTags({ inns: [company.inn], ogrns: [company.ogrn] }),
    ...addressTags(company.address_fias_id, company.legal_address),
  ];
  for (const director of directors) if (director.inn) tags.push(documentTag.person(director.inn));
  for (const founder of founders) {
    if (founder.kind === 'person') {
      if (founder.inn) tags.push(documentTag.person(founder.inn));
    } else tags.push(...identifierTags({ inns: [founder.inn], ogrns: [founder.ogrn] }));
  }
  return tags;
}
