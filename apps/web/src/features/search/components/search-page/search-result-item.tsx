import { formatDate, type TSearchHit } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RiskZoneMark } from '../../../../components/ui/risk-zone-mark.tsx';
import { StatusBadge } from '../../../../components/ui/status-badge.tsx';
import { paths, personHref } from '../../../../config/paths.ts';
import { HighlightedText } from './highlighted-text.tsx';
import classes from './search-page.module.css';

/**
 * One result: name (linking to the card), status, the reliability mark (when a rating is stored), identifiers,
 * head, address, ОКВЭД, region and registration date. Where the query matched is marked in
 * place when it is the shown name or identifier, otherwise on its own line
 * ("Учредитель: Иванов Иван Иванович", the person's name opening their page).
 */
export function SearchResultItem({ hit }: { hit: TSearchHit }) {
  const { t } = useTranslation();
  const { match } = hit;
  const name = hit.name || hit.name_full;
  const inName = match.field === 'name' && match.value === name;
  const inInn = match.field === 'inn' && match.value === hit.inn;
  const inOgrn = match.field === 'ogrn' && match.value === hit.ogrn;
  const separateLine = !inName && !inInn && !inOgrn && match.value !== '';
  const isCompany = hit.kind === 'company';
  // A match on the main activity replaces its plain line instead of repeating it.
  const okvedMatched = match.field === 'okved' && !!hit.okved && match.value.startsWith(`${hit.okved.code} `);
  // A company found by its director or founder names that person, whose name opens their own page.
  const personPage =
    isCompany && (match.field === 'director' || match.field === 'founder') && match.value
      ? personHref({ inn: match.person_inn ?? null, name: match.value }, hit.inn)
      : null;

  return (
    <article className={classes.item} data-kind={hit.kind}>
      <div className={classes.itemTop}>
        <Link to={paths.counterParty.getHref(hit.inn)} className={classes.itemName}>
          {inName ? <HighlightedText text={name} ranges={match.ranges} /> : name}
        </Link>
        <span className={classes.badges}>
          <span className={classes.badgeCell}>
            <StatusBadge status={hit.status} size="sm" />
          </span>
          {hit.reliability ? <RiskZoneMark rating={hit.reliability} variant="full" /> : null}
        </span>
      </div>

      {separateLine ? (
        <p className={classes.matchLine}>
          <span className={classes.label}>{t(`searchPage.match.${match.field}`)}:</span>{' '}
          {personPage ? (
            <Link to={personPage} className={classes.personLink} data-testid="search-person-link">
              <HighlightedText text={match.value} ranges={match.ranges} />
            </Link>
          ) : (
            <HighlightedText text={match.value} ranges={match.ranges} />
          )}
          {match.fuzzy ? <span className={classes.similar}> · {t('searchPage.match.similar')}</span> : null}
        </p>
      ) : null}

      {/* The head line would only repeat a director match shown just above. */}
      {isCompany && hit.head && !(separateLine && match.field === 'director' && match.value === hit.head) ? (
        <p className={classes.line}>
          <span className={classes.label}>{t('searchPage.result.head')}:</span> {hit.head}
        </p>
      ) : null}
      {hit.legal_address ? <p className={classes.muted}>{hit.legal_address}</p> : null}

      <p className={classes.ids}>
        <span>
          <span className={classes.label}>{t('company.inn')}</span>{' '}
          {inInn ? <HighlightedText text={hit.inn} ranges={match.ranges} /> : hit.inn}
        </span>
        <span>
          <span className={classes.label}>{isCompany ? t('company.ogrn') : t('company.ogrnip')}</span>{' '}
          {inOgrn ? <HighlightedText text={hit.ogrn} ranges={match.ranges} /> : hit.ogrn}
        </span>
        {hit.registration_date ? (
          <span data-field="registered">
            <span className={classes.label}>{t('searchPage.result.registered')}</span>{' '}
            {formatDate(hit.registration_date)}
          </span>
        ) : null}
      </p>

      {hit.okved && !okvedMatched ? (
        <p className={classes.muted} data-field="okved">
          <span className={classes.label}>{t('company.okved')}</span>{' '}
          <span className={classes.tabular}>{hit.okved.code}</span> — {hit.okved.name}
        </p>
      ) : null}
      {hit.region ? (
        <p className={classes.muted} data-field="region">
          <span className={classes.label}>{t('searchPage.result.region')}:</span> {hit.region.name}
        </p>
      ) : null}
    </article>
  );
}
