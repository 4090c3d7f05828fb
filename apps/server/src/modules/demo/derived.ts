import type postgres from 'postgres';

/**
 * Registers the ФНС derives from ЕГРЮЛ itself — mass addresses, mass
 * directors and founders, disqualified persons — computed in SQL from the
 * loaded rows, so their counts and flags agree with the companies exactly.
 */

/**
 * ФНС lists an address as mass from about ten companies; the demo register is a sample of the real one (a few
 * thousand companies in tests), so its floor is lower to keep the risk sign findable at every size.
 */
export const MASS_ADDRESS_MIN = 5;
/** A person heading or owning this many companies counts as a mass director/founder. */
export const MASS_PERSON_MIN = 10;

export async function writeDerivedRegisters(sql: postgres.Sql, asOf: string): Promise<void> {
  await sql`
    insert into mass_addresses (address_key, address, region_code, companies, source, as_of)
    select lower(regexp_replace(legal_address, '[\\s,.]+', ' ', 'g')), min(legal_address), min(region_code), count(*)::int,
           'demo', ${asOf}::date
    from companies where legal_address is not null and liquidation_date is null
    group by 1 having count(*) >= ${MASS_ADDRESS_MIN}
    on conflict (address_key) do nothing`;
  await sql`
    insert into mass_persons (inn, role, fio, companies, source, as_of)
    select inn, 'leader', min(fio), count(distinct company_id)::int, 'demo', ${asOf}::date
    from company_directors where inn is not null and ended_date is null
    group by inn having count(distinct company_id) >= ${MASS_PERSON_MIN}
    on conflict do nothing`;
  await sql`
    insert into mass_persons (inn, role, fio, companies, source, as_of)
    select inn, 'founder', min(name), count(distinct company_id)::int, 'demo', ${asOf}::date
    from company_founders where kind = 'person' and inn is not null and ended_date is null
    group by inn having count(distinct company_id) >= ${MASS_PERSON_MIN}
    on conflict do nothing`;
  // Disqualification is decided by a court for an administrative offence (КоАП 14.23 for heads acting while barred,
  // 14.13 and 14.25 more often); the register names the organisation where the person held office.
  await sql`
    insert into disqualified_persons (fio, org_name, org_inn, post, article, authority, starts_on, ends_on, source, as_of)
    select d.fio, c.name_full, c.inn, d.post, 'ч. 5 ст. 14.25 КоАП РФ', 'Мировой судья судебного участка',
           d.disqualified_from, d.disqualified_to, 'demo', ${asOf}::date
    from company_directors d join companies c on c.id = d.company_id
    where d.disqualified_from is not null
    on conflict do nothing`;
}
