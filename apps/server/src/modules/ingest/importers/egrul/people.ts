import type { TOrgRef } from '../../../../db/schema/companies.ts';
import { attr, child, childrenNamed, type TXmlElement } from '../../xml-units.ts';
import { attrOrNull, fioOf, grnDate, isoDate, latestMark } from './common.ts';
import type { TDirectorRow, TGrnDate } from './types.ts';

/**
 * Persons acting without a power of attorney (`СведДолжнФЛ`): ФИО and ИНН
 * (`СвФЛ`), post (`СвДолжн`), the unreliability mark (`СвНедДанДолжнФЛ`) and
 * disqualification (`СвДискв`, the latest term). `since_date` is the first
 * record about the person in this post (`ГРНДатаПерв`).
 */
export function readDirectors(company: TXmlElement): { directors: TDirectorRow[]; mark: TGrnDate | null } {
  const marks: (TGrnDate | null)[] = [];
  const directors = childrenNamed(company, 'СведДолжнФЛ').flatMap((block, position): TDirectorRow[] => {
    const person = child(block, 'СвФЛ');
    const post = child(block, 'СвДолжн');
    const fio = fioOf(person) ?? fioOf(child(block, 'СвФИОЗАГС'));
    if (!fio) return [];
    const first = grnDate(block, 'ГРНДатаПерв');
    marks.push(first, grnDate(person), grnDate(post));
    const unreliable = childrenNamed(block, 'СвНедДанДолжнФЛ');
    const disqualification = childrenNamed(block, 'СвДискв').at(-1);
    return [
      {
        fio,
        inn: attrOrNull(person, 'ИННФЛ'),
        ogrnip: attrOrNull(post, 'ОГРНИП'),
        post: attrOrNull(post, 'НаимДолжн'),
        post_kind: attrOrNull(post, 'НаимВидДолжн'),
        since_date: first?.date ?? grnDate(person)?.date ?? null,
        grn: first?.grn ?? grnDate(person)?.grn ?? null,
        unreliable: unreliable.length > 0,
        unreliable_text:
          unreliable
            .map((u) => attr(u, 'ТекстНедДанДолжнФЛ'))
            .filter(Boolean)
            .join('; ') || null,
        disqualified_from: isoDate(attr(disqualification, 'ДатаНачДискв')),
        disqualified_to: isoDate(attr(disqualification, 'ДатаОкончДискв')),
        position,
      },
    ];
  });
  return { directors, mark: latestMark(marks) };
}

/** An organisation named by `@ОГРН @ИНН @НаимЮЛПолн` (the `СвЮЛЕГРЮЛТип` shape). */
export function orgRef(element: TXmlElement | undefined): TOrgRef | null {
  const name = attr(element, 'НаимЮЛПолн');
  if (!element || !name) return null;
  return { ogrn: attrOrNull(element, 'ОГРН'), inn: attrOrNull(element, 'ИНН'), name };
}

/** The managing organisation (`СвУпрОрг`), Russian or foreign; the first one when several. */
export function readManagingOrg(company: TXmlElement): TOrgRef | null {
  for (const block of childrenNamed(company, 'СвУпрОрг')) {
    const ref = orgRef(child(block, 'НаимИННЮЛ'));
    if (ref) return ref;
    const foreign = child(block, 'СвПредЮЛ');
    if (foreign) return { ogrn: null, inn: null, name: attr(foreign, 'НаимПредЮЛ') ?? '' };
  }
  return null;
}

/** Predecessors (`СвПредш`) or successors (`СвПреем`); null when there are none. */
export function readOrgRefs(company: TXmlElement, name: 'СвПредш' | 'СвПреем'): TOrgRef[] | null {
  const refs = childrenNamed(company, name)
    .map((e) => orgRef(e) ?? orgRef(child(e, 'СвЮЛсложнРеорг')))
    .filter((ref): ref is TOrgRef => ref !== null);
  return refs.length ? refs : null;
}
