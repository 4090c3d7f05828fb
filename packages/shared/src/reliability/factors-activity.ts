import { withinMonths } from './dates.ts';
import { ev, type TFactorDefinition as F, factor, fired, NOT_FIRED } from './factor.ts';

/** State procurement, trademarks, licences, inspections and the companies linked to this one. */

const WARNING = /предостережени/i;

function affiliatesShare(
  id: string,
  label: string,
  labelEn: string,
  pick: 'closed' | 'bankrupt' | 'unreliable',
  share: number,
  min: number,
  severity: 'high' | 'medium',
  research: number,
  what: string,
): F {
  return factor({
    id,
    group: 'affiliates',
    label,
    label_en: labelEn,
    polarity: 'negative',
    severity,
    weight: severity === 'high' ? 10 : 6,
    rule: `Из ${min} и более связанных организаций (общие руководители и учредители) больше ${share * 100} % ${what}`,
    data: ['registry', ...(pick === 'bankrupt' ? (['bankruptcy'] as const) : [])],
    companyOnly: true,
    research,
    evaluate: ({ affiliates: a, subject: s }) =>
      a.total >= min && a[pick] / a.total > share
        ? fired(s, ev('Связанных организаций', a.total), ev(label, a[pick]))
        : NOT_FIRED,
  });
}

export const ACTIVITY_FACTORS: F[] = [
  factor({
    id: 'unfair-supplier',
    group: 'procurement',
    label: 'В реестре недобросовестных поставщиков',
    label_en: 'In the register of unfair suppliers',
    polarity: 'negative',
    severity: 'high',
    weight: 15,
    rule: 'Есть действующая запись в реестре недобросовестных поставщиков (РНП)',
    data: ['unfair_suppliers'],
    research: 75,
    evaluate: ({ unfair_suppliers: rows, today }) => {
      const active = rows.filter((r) => !r.excluded_on || r.excluded_on > today);
      return active[0]
        ? fired(
            active[0],
            ...active
              .slice(0, 5)
              .map((r) => ev(r.customer_name ?? 'Заказчик', null, r.published_on, r.registry_number)),
          )
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'contracts-terminated',
    group: 'procurement',
    label: 'Госконтракты расторгнуты',
    label_en: 'State contracts terminated',
    polarity: 'negative',
    severity: 'medium',
    weight: 5,
    rule: 'За 3 года прекращено исполнение госконтракта, где компания — поставщик',
    data: ['contracts'],
    research: null,
    evaluate: ({ contracts, today }) => {
      const rows = contracts.terminated.filter((c) => withinMonths(c.signed_on, today, 36));
      return rows[0]
        ? fired(
            rows[0],
            ...rows.slice(0, 5).map((c) => ev(c.status ?? 'Исполнение прекращено', null, c.signed_on, c.number)),
          )
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'state-contracts',
    group: 'procurement',
    label: 'Исполняет госконтракты',
    label_en: 'Holds state contracts',
    polarity: 'positive',
    weight: 5,
    rule: 'За 12 месяцев заключены госконтракты (44-ФЗ, 223-ФЗ), где компания — поставщик',
    data: ['contracts'],
    research: 81,
    evaluate: ({ contracts: c }) =>
      c.count_12m > 0
        ? fired(
            { source: c.source ?? 'contracts44', as_of: c.as_of },
            ev('Контрактов за 12 месяцев', c.count_12m),
            ev('На сумму, ₽', c.sum_12m),
          )
        : NOT_FIRED,
  }),
  factor({
    id: 'trademarks',
    group: 'activity',
    label: 'Есть товарные знаки',
    label_en: 'Owns trademarks',
    polarity: 'positive',
    weight: 4,
    rule: 'Правообладатель действующего товарного знака (Роспатент)',
    data: ['trademarks'],
    research: 82,
    evaluate: ({ trademarks, today }) => {
      const rows = trademarks.filter((t) => !t.expires_on || t.expires_on >= today);
      return rows[0]
        ? fired(
            rows[0],
            ...rows.slice(0, 5).map((t) => ev('Товарный знак, действует до', t.expires_on, null, t.number)),
          )
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'licenses-active',
    group: 'activity',
    label: 'Есть действующие лицензии',
    label_en: 'Holds valid licences',
    polarity: 'positive',
    weight: 3,
    rule: 'Есть лицензия без срока окончания или со сроком в будущем, не приостановленная',
    data: ['licenses'],
    research: 83,
    evaluate: ({ licenses, today }) => {
      const rows = licenses.filter((l) => !l.suspended && (!l.ends_on || l.ends_on >= today));
      return rows[0]
        ? fired(rows[0], ...rows.slice(0, 5).map((l) => ev('Лицензия', l.activities.join('; '), l.ends_on, l.number)))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'license-suspended',
    group: 'activity',
    label: 'Лицензия приостановлена',
    label_en: 'A licence is suspended',
    polarity: 'negative',
    severity: 'medium',
    weight: 6,
    rule: 'Действие лицензии приостановлено',
    data: ['licenses'],
    research: null,
    evaluate: ({ licenses }) => {
      const rows = licenses.filter((l) => l.suspended);
      return rows[0]
        ? fired(rows[0], ...rows.map((l) => ev('Приостановлена лицензия', l.activities.join('; '), null, l.number)))
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'inspection-violations',
    group: 'activity',
    label: 'Проверки выявили нарушения',
    label_en: 'Inspections found violations',
    polarity: 'negative',
    severity: 'low',
    weight: 3,
    rule: 'За 3 года контрольное мероприятие (ЕРКНМ) завершилось выявлением нарушений',
    data: ['inspections'],
    research: null,
    evaluate: ({ inspections, today }) => {
      const rows = inspections.filter((x) => x.violations_found === true && withinMonths(x.starts_on, today, 36));
      return rows[0]
        ? fired(
            rows[0],
            ...rows.slice(0, 5).map((x) => ev(x.control_body ?? 'Проверка', x.kind, x.starts_on, x.number)),
          )
        : NOT_FIRED;
    },
  }),
  factor({
    id: 'inspection-warning',
    group: 'activity',
    label: 'Объявлено предостережение',
    label_en: 'Received an official warning',
    polarity: 'negative',
    severity: 'low',
    weight: 2,
    rule: 'За 3 года контрольный орган объявил предостережение о недопустимости нарушений',
    data: ['inspections'],
    research: null,
    evaluate: ({ inspections, today }) => {
      const rows = inspections.filter(
        (x) => (WARNING.test(x.kind ?? '') || WARNING.test(x.status ?? '')) && withinMonths(x.starts_on, today, 36),
      );
      return rows[0]
        ? fired(
            rows[0],
            ...rows.slice(0, 5).map((x) => ev(x.control_body ?? 'Предостережение', x.status, x.starts_on, x.number)),
          )
        : NOT_FIRED;
    },
  }),
  affiliatesShare(
    'affiliates-closed',
    'Связанные организации прекращены',
    'Most linked companies have closed',
    'closed',
    0.5,
    2,
    'high',
    88,
    'прекратили деятельность или в ликвидации',
  ),
  affiliatesShare(
    'affiliates-bankrupt',
    'Связанные организации банкротятся',
    'Most linked companies went bankrupt',
    'bankrupt',
    0.5,
    2,
    'high',
    89,
    'имеют сообщения о банкротстве',
  ),
  affiliatesShare(
    'affiliates-unreliable',
    'Связанные организации с недостоверными сведениями',
    'Many linked companies are marked unreliable',
    'unreliable',
    0.3,
    3,
    'medium',
    90,
    'с отметкой о недостоверности адреса или руководителя',
  ),
];
