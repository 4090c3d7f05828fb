import { formatRubles, type TCompanyCard, type TEntrepreneurCard } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardBlock } from '../../../../../components/ui/card-block.tsx';
import { paths } from '../../../../../config/paths.ts';
import { Field, FieldList } from '../registry/field-list.tsx';
import classes from '../registry/registry.module.css';

type TOrgRef = TCompanyCard['predecessors'][number];

// The register's gender codes; any other value is shown as it came.
const KNOWN_GENDERS = new Set(['male', 'female']);

/** An organisation named in the register; linked to its own card when the register gives its ИНН. */
function OrgRefLink({ org }: { org: TOrgRef }) {
  const { t } = useTranslation();
  const id = org.inn ?? org.ogrn;
  return (
    <span>
      {id ? <Link to={paths.counterParty.getHref(id)}>{org.name}</Link> : org.name}
      {org.inn ? <span className={classes.note}>{t('card-registry.details.orgInn', { inn: org.inn })}</span> : null}
    </span>
  );
}

function OrgRefList({ orgs }: { orgs: TOrgRef[] }) {
  if (orgs.length === 0) return null;
  return (
    <ul className={classes.items}>
      {orgs.map((org) => (
        <li key={`${org.inn ?? ''}-${org.ogrn ?? ''}-${org.name}`} className={classes.item}>
          <OrgRefLink org={org} />
        </li>
      ))}
    </ul>
  );
}

/** Capital, how the company was created or ended, who manages it and whom it descends from. */
export function CompanyOrganisationBlock({ card }: { card: TCompanyCard }) {
  const { t } = useTranslation();
  return (
    <CardBlock title={t('card-registry.details.organisationTitle')} source={card.source}>
      <FieldList>
        <Field label={t('card-registry.details.capital')}>
          {card.share_capital ? (
            <>
              <span className={classes.code}>{formatRubles(card.share_capital.total)}</span>
              {card.capital_kind ? <span className={classes.note}>{card.capital_kind}</span> : null}
            </>
          ) : null}
        </Field>
        <Field label={t('card-registry.details.creationMethod')}>{card.creation_method}</Field>
        {card.termination_method ? (
          <Field label={t('card-registry.details.terminationMethod')}>{card.termination_method}</Field>
        ) : null}
        <Field label={t('card-registry.details.managingOrg')}>
          {card.managing_org ? <OrgRefLink org={card.managing_org} /> : null}
        </Field>
        <Field label={t('card-registry.details.predecessors')}>
          {card.predecessors.length > 0 ? <OrgRefList orgs={card.predecessors} /> : null}
        </Field>
        <Field label={t('card-registry.details.successors')}>
          {card.successors.length > 0 ? <OrgRefList orgs={card.successors} /> : null}
        </Field>
      </FieldList>
    </CardBlock>
  );
}

/** The sole trader's own registry facts. */
export function EntrepreneurPersonBlock({ card }: { card: TEntrepreneurCard }) {
  const { t } = useTranslation();
  return (
    <CardBlock title={t('card-registry.details.personTitle')} source={card.source}>
      <FieldList>
        <Field label={t('card-registry.details.fio')}>
          {/* The trader is a person: their page adds the companies they direct or found. */}
          {card.fio ? <Link to={paths.person.getHref(card.inn)}>{card.fio}</Link> : null}
        </Field>
        <Field label={t('card-registry.details.gender')}>
          {card.gender && KNOWN_GENDERS.has(card.gender)
            ? t(`card-registry.details.genders.${card.gender}`)
            : card.gender}
        </Field>
        <Field label={t('card-registry.details.citizenship')}>{card.citizenship}</Field>
        {card.termination_method ? (
          <Field label={t('card-registry.details.terminationMethod')}>{card.termination_method}</Field>
        ) : null}
      </FieldList>
    </CardBlock>
  );
}
