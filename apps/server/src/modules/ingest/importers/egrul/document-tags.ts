import { addressTags, documentTag, identifierTags } from '../../../card-documents/index.ts';
import type { TEgrulRecord } from './types.ts';

/**
 * The card documents an ЕГРЮЛ record may change, as tags of its new state
 * (documents that showed the old state hold the company's own tags): the
 * company's cards and lists; other companies' connections through its address,
 * its directors and person founders; and the cards of the organisations that
 * found it (their «founded» list).
 */
export function egrulDocumentTags({ company, directors, founders }: TEgrulRecord): string[] {
  const tags = [
    ...identifierTags({ inns: [company.inn], ogrns: [company.ogrn] }),
    ...addressTags(company.address_fias_id, company.legal_address),
  ];
  for (const director of directors) if (director.inn) tags.push(documentTag.person(director.inn));
  for (const founder of founders) {
    if (founder.kind === 'person') {
      if (founder.inn) tags.push(documentTag.person(founder.inn));
    } else {
      tags.push(...identifierTags({ inns: [founder.inn], ogrns: [founder.ogrn] }));
    }
  }
  return tags;
}
