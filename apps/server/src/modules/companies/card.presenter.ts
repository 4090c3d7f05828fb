import type { TCompanyCard, TEntrepreneurCard } from '@sverka/shared';
import { okfsName, okoguName, oktmoName } from '../reference/index.ts';
import {
  presentCommonBlocks,
  presentConnection,
  presentDirector,
  presentFlag,
  presentFounder,
  presentFund,
  presentOrgRef,
  presentOrgRefs,
  presentTaxAuthority,
} from './card-blocks.presenter.ts';
import { presentCompany, presentEntrepreneur } from './companies.presenter.ts';
import type { TCompanyCardRow, TEntrepreneurCardRow } from './company-card.repository.ts';
import { sellerMediaUrl } from './sellers.presenter.ts';
import type { TBranchRow, TConnectionRow, TFounderRow, TSubjectFactsRow } from './subject-blocks.repository.ts';

/** Everything the ЮЛ card is built from. */
export type TCompanyCardBundle = {
  row: TCompanyCardRow;
  founders: TFounderRow[];
  branches: TBranchRow[];
  facts: TSubjectFactsRow;
  connections: TConnectionRow[];
};

export type TEntrepreneurCardBundle = {
  row: TEntrepreneurCardRow;
  facts: TSubjectFactsRow;
  connections: TConnectionRow[];
};

/** A classifier code with its name from the shipped reference book (null when the book lacks the code). */
const optionalCode = (code: string | null, nameOf: (code: string) => string | null) =>
  code ? { code, name: nameOf(code) } : null;

/** Registry columns both kinds share: classifier codes, tax office, funds. */
function presentRegistryCodes(row: TCompanyCardRow | TEntrepreneurCardRow) {
  return {
    okpo: row.okpo,
    okato: row.okato ? { code: row.okato } : null,
    oktmo: optionalCode(row.oktmo, oktmoName),
    taxAuthority: presentTaxAuthority(row.tax_authority),
    pensionFund: presentFund(row.funds?.pfr),
    socialInsuranceFund: presentFund(row.funds?.fss),
    socialFund: presentFund(row.funds?.sfr),
    extract_date: row.extract_date,
    seller: row.seller_id,
    avatar: sellerMediaUrl(row.seller_avatar_key),
    image: sellerMediaUrl(row.seller_image_key),
  };
}

const presentBranch = (row: TBranchRow) => ({
  name: row.name,
  kpp: row.kpp,
  address: row.address,
  country: row.country,
  since_date: row.since_date,
});

/** The full ЮЛ card: the short card's fields plus every block, each with its source. */
export function presentCompanyCard({ row, founders, branches, facts, connections }: TCompanyCardBundle): TCompanyCard {
  const base = presentCompany(row);
  const source = base.source;
  const current = row.directors.filter((d) => d.ended_date === null);
  const former = row.directors.filter((d) => d.ended_date !== null);
  const contacts = row.contacts;
  const presentedFounders = founders.map(presentFounder);
  return {
    ...base,
    ...presentRegistryCodes(row),
    ...presentCommonBlocks(facts, connections),
    kind: 'company',
    name_en: row.name_en,
    capital_kind: row.capital_kind,
    creation_method: row.creation_method,
    termination_method: row.termination_method,
    okogu: optionalCode(row.okogu, okoguName),
    okfs: optionalCode(row.okfs, okfsName),
    legal_adress: row.legal_address
      ? {
          adress: row.legal_address,
          fias_id: row.address_fias_id,
          unreliable: row.address_unreliable,
          unreliable_text: row.address_unreliable_text,
          mass: presentFlag(facts.mass_address),
        }
      : null,
    contacts: contacts
      ? {
          phone: Array.isArray(contacts.phones) ? contacts.phones : [],
          email: Array.isArray(contacts.emails) ? contacts.emails : [],
          website: contacts.website ?? null,
          web_site: contacts.website ?? null,
          source,
        }
      : null,
    directors: current.map((d) => presentDirector(d, source)),
    directors_history: former.map((d) => presentDirector(d, source)),
    founders: [
      {
        PP: presentedFounders.filter((f) => f.kind === 'person'),
        LP: presentedFounders.filter((f) => f.kind !== 'person'),
        source,
      },
    ],
    founder_organizations: [{ PP: connections.filter((c) => c.relation.includes('founded')).map(presentConnection) }],
    division: [
      {
        filials: branches.filter((b) => b.kind === 'branch').map(presentBranch),
        representative_offices: branches.filter((b) => b.kind !== 'branch').map(presentBranch),
        source,
      },
    ],
    managing_org: presentOrgRef(row.managing_org),
    predecessors: presentOrgRefs(row.predecessors),
    successors: presentOrgRefs(row.successors),
  };
}

/** The full ИП card. ЕГРИП gives an e-mail at most, so contacts carry only that. */
export function presentEntrepreneurCard({ row, facts, connections }: TEntrepreneurCardBundle): TEntrepreneurCard {
  const base = presentEntrepreneur(row);
  return {
    ...base,
    ...presentRegistryCodes(row),
    ...presentCommonBlocks(facts, connections),
    kind: 'entrepreneur',
    representative: row.representative_id,
    okogu: null,
    okfs: null,
    gender: row.gender,
    citizenship: row.citizenship,
    termination_method: row.termination_method,
    contacts: row.email ? { phone: [], email: [row.email], website: null, web_site: null, source: base.source } : null,
  };
}
