/**
 * Where a fact came from, as people read it. Source codes are the importer
 * names (`npm run import -- <source>`), the demo generator's `demo` and the
 * live provider's `checko`; an unknown code is shown as it is rather than
 * hidden.
 */
const SOURCE_NAMES: Record<string, string> = {
  demo: 'Демонстрационные данные',
  egrul: 'ЕГРЮЛ',
  egrip: 'ЕГРИП',
  checko: 'Checko (ЕГРЮЛ/ЕГРИП)',
  rsmp: 'Реестр МСП',
  headcount: 'ФНС: среднесписочная численность',
  'taxes-paid': 'ФНС: уплаченные налоги',
  arrears: 'ФНС: недоимки и задолженность',
  'tax-offences': 'ФНС: налоговые правонарушения',
  'tax-regimes': 'ФНС: специальные налоговые режимы',
  'revenue-expenses': 'ФНС: доходы и расходы',
  disqualified: 'Реестр дисквалифицированных лиц',
  'mass-addresses': 'ФНС: адреса массовой регистрации',
  'mass-leaders': 'ФНС: массовые руководители и учредители',
  girbo: 'ГИР БО',
  fssp: 'ФССП',
  kad: 'Картотека арбитражных дел',
  contracts44: 'ЕИС Закупки',
  rnp: 'Реестр недобросовестных поставщиков',
  trademarks: 'Роспатент',
  inspections: 'ЕРКНМ',
  efrsb: 'ЕФРСБ',
  fedresurs: 'Федресурс',
  'sanctions-ofac': 'OFAC (США)',
  'sanctions-eu': 'Санкционный список ЕС',
  'sanctions-uk': 'Санкционный список Великобритании',
  'eis-contracts44': 'ЕИС Закупки',
  'eis-rnp': 'Реестр недобросовестных поставщиков',
  erknm: 'ЕРКНМ',
  'fns-sshr': 'ФНС: среднесписочная численность',
  'rospatent-tz': 'Роспатент',
  'ofac-sdn': 'OFAC (США)',
  'eu-fsf': 'Санкционный список ЕС',
  'uk-fcdo': 'Санкционный список Великобритании',
  // A change of reliability zone (change tracking) is known from the service's own rating.
  reliability: 'Оценка надёжности',
};

export type TPresentedSource = { name: string; as_of: string | null; is_demo: boolean };

/** A fact's provenance for the wire: readable name, as-of date, demo flag. */
export function presentSource(source: string, asOf: string | null, fallbackName?: string): TPresentedSource {
  return { name: SOURCE_NAMES[source] ?? fallbackName ?? source, as_of: asOf ?? null, is_demo: source === 'demo' };
}
