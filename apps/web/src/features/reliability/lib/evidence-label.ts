import ruFactors from '../../../locales/card-factors/ru.json';

/**
 * Evidence labels arrive in Russian from the rating rules. The Russian texts of `card-factors` are the
 * rules' own wording, so the label is looked up there to find its stable key and shown in the interface
 * language. A label that names a record (a case kind, a person, a control body) is data and has no key.
 */
export type TEvidenceLabel =
  | { kind: 'evidence'; key: string }
  | { kind: 'evidenceOfYear'; key: string; year: string }
  | { kind: 'factor'; id: string }
  | { kind: 'data' };

const EVIDENCE_KEYS = new Map(Object.entries(ruFactors.evidence).map(([key, text]) => [text, key]));
const FACTOR_IDS = new Map(Object.entries(ruFactors.factors).map(([id, factor]) => [factor.label, id]));
// «Выручка 2025, ₽»: a statement line of a year.
const OF_YEAR = /^(.+) (\d{4}), ₽$/;

export function classifyEvidenceLabel(label: string): TEvidenceLabel {
  const key = EVIDENCE_KEYS.get(label);
  if (key) return { kind: 'evidence', key };
  const ofYear = OF_YEAR.exec(label);
  const lineKey = ofYear?.[1] ? EVIDENCE_KEYS.get(ofYear[1]) : undefined;
  if (ofYear?.[2] && lineKey) return { kind: 'evidenceOfYear', key: lineKey, year: ofYear[2] };
  const id = FACTOR_IDS.get(label);
  if (id) return { kind: 'factor', id };
  return { kind: 'data' };
}
