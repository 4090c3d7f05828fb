import type { TCompanyHit, TSearchHitRating, TSearchMatch } from '@sverka/shared';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RiskZoneMark } from '../../../../components/ui/risk-zone-mark.tsx';
import { StatusBadge } from '../../../../components/ui/status-badge.tsx';
import { paths } from '../../../../config/paths.ts';
import classes from './company-search.module.css';

interface TSearchHitProps {
  /**
   * With `match` when the search says where the hit matched, and `reliability` when its rating is stored (the
   * dropdown's hits carry both).
   */
  hit: TCompanyHit & { match?: TSearchMatch; reliability?: TSearchHitRating | null };
  id: string;
  active: boolean;
  onHover: () => void;
  onOpen: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Picker mode: a click chooses the hit and does not navigate. */
  onSelect?: (hit: TCompanyHit) => void;
}

/** One dropdown row; a real link, so it opens in a new tab and works without JS routing too. */
export function SearchHit({ hit, id, active, onHover, onOpen, onSelect }: TSearchHitProps) {
  const { t } = useTranslation();
  const isCompany = hit.kind === 'company';
  // A company found by a person names that person: its founder, or the director matched (a company may have several).
  const person = isCompany && (hit.match?.field === 'director' || hit.match?.field === 'founder') ? hit.match : null;
  return (
    <Link
      to={paths.counterParty.getHref(hit.inn)}
      id={id}
      className={classes.hit}
      data-active={active || undefined}
      aria-current={active ? 'true' : undefined}
      onMouseMove={active ? undefined : onHover}
      onClick={
        onSelect
          ? (event) => {
              event.preventDefault();
              onSelect(hit);
            }
          : onOpen
      }
    >
      <span className={classes.hitTop}>
        <span className={classes.hitName}>{hit.name || hit.name_full}</span>
        <span className={classes.hitBadges}>
          <StatusBadge status={hit.status} size="sm" />
          {hit.reliability ? <RiskZoneMark rating={hit.reliability} /> : null}
        </span>
      </span>
      {/* A sole trader heads nobody but themself: the line would repeat the name above. */}
      {person?.field === 'director' || (isCompany && hit.head) ? (
        <span className={classes.hitLine} data-testid="search-hit-head">
          <span className={classes.hitLabel}>{t('search.head')}:</span>{' '}
          {person?.field === 'director' ? person.value : hit.head}
        </span>
      ) : null}
      {person?.field === 'founder' ? (
        <span className={classes.hitLine} data-testid="search-hit-founder">
          <span className={classes.hitLabel}>{t('search.founder')}:</span> {person.value}
        </span>
      ) : null}
      {hit.legal_address ? <span className={classes.hitMuted}>{hit.legal_address}</span> : null}
      <span className={classes.hitIds}>
        <span>
          <span className={classes.hitLabel}>{t('company.inn')}</span> {hit.inn}
        </span>
        <span>
          <span className={classes.hitLabel}>{isCompany ? t('company.ogrn') : t('company.ogrnip')}</span> {hit.ogrn}
        </span>
      </span>
      {hit.okved ? (
        <span className={classes.hitMuted}>
          <span className={classes.hitLabel}>{t('company.okved')}</span>{' '}
          <span className={classes.tabular}>{hit.okved.code}</span> — {hit.okved.name}
        </span>
      ) : null}
    </Link>
  );
}
