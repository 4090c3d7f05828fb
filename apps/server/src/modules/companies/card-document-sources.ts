import { documentTag, subjectTags, type TDocumentSources } from '../card-documents/index.ts';
import type { TCompanyCardBundle, TEntrepreneurCardBundle } from './card.presenter.ts';
import type { TSubjectRow } from './subject.repository.ts';

/**
 * What each card reply is built from, for its card document (modules/card-documents): the tags a writer of
 * those facts deletes it by, and the day a fact it shows stops holding.
 */

/** The day after `date` (`YYYY-MM-DD`), by the calendar alone. */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The full ЮЛ card: the company's own rows (its id and identifiers), the companies its connections list,
 * the people and organisations through whom others are connected (its current directors and founders), and
 * its address (companies registered there). A director's entry in the disqualification register holds until
 * its end date. Lists naming people and addresses invalidate every document (`invalidateAllCardDocuments`).
 */
export function companyCardSources({ row, founders, connections }: TCompanyCardBundle): TDocumentSources {
  const tags = subjectTags({ kind: 'company', id: row.id, inn: row.inn, ogrn: row.ogrn });
  if (row.address_fias_id) tags.push(documentTag.fias(row.address_fias_id));
  else if (row.legal_address) tags.push(documentTag.address(row.legal_address));
  let expiresOn: string | null = null;
  for (const director of row.directors) {
    if (director.inn && director.ended_date === null) tags.push(documentTag.person(director.inn));
    const ends = director.register_disqualification?.to;
    if (ends && (expiresOn === null || nextDay(ends) < expiresOn)) expiresOn = nextDay(ends);
  }
  for (const founder of founders) {
    if (founder.kind === 'person') {
      if (founder.inn) tags.push(documentTag.person(founder.inn));
      continue;
    }
    if (founder.inn) tags.push(documentTag.inn(founder.inn));
    if (founder.ogrn) tags.push(documentTag.ogrn(founder.ogrn));
  }
  for (const connection of connections) tags.push(documentTag.ogrn(connection.ogrn));
  return { dependsOn: tags, expiresOn };
}

/** The full ИП card: the trader's rows, the companies it directs or founds, and the ones its connections list. */
export function entrepreneurCardSources({ row, connections }: TEntrepreneurCardBundle): TDocumentSources {
  const tags = subjectTags({ kind: 'entrepreneur', id: row.id, inn: row.inn, ogrn: row.ogrnip });
  tags.push(documentTag.person(row.inn));
  for (const connection of connections) tags.push(documentTag.ogrn(connection.ogrn));
  return { dependsOn: tags };
}

/** A list of facts filed under the subject's ИНН or ОГРН (finances, history, cases, contracts, inspections). */
export const subjectListSources = (subject: TSubjectRow): TDocumentSources => ({ dependsOn: subjectTags(subject) });
