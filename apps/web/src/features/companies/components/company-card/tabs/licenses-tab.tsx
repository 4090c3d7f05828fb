import { Badge } from '@mantine/core';
import { formatDate } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import { licenseState, sortLicenses, type TLicenseState, todayIso } from '../../../lib/card-registry.ts';
import { Field, FieldList } from '../registry/field-list.tsx';
import classes from '../registry/registry.module.css';
import type { TCardTabProps } from './tab-props.ts';

// Amber and gray, not red: an ended licence is a fact to note, a suspension is the risk.
const STATE_COLOR: Record<TLicenseState, string> = { active: 'green', suspended: 'orange', expired: 'gray' };

/** Licences with issuer, term, activities and whether each is in force today (spec §2 «Licenses»). */
export function LicensesTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const today = todayIso();
  const licenses = sortLicenses(card.licenses, today);
  const active = licenses.filter((license) => licenseState(license, today) === 'active').length;

  return (
    <CardBlock
      title={t('card-registry.licenses.title')}
      source={licenses[0]?.source ?? card.source}
      aside={
        licenses.length > 0 ? (
          <span className={classes.count}>{t('card-registry.licenses.count', { count: licenses.length, active })}</span>
        ) : null
      }
    >
      {licenses.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className={classes.items} data-testid="licenses-list">
          {licenses.map((license, index) => {
            const state = licenseState(license, today);
            const start = formatDate(license.start_date);
            const end = formatDate(license.end_date);
            return (
              // The register may repeat a number across issuers, so the position keeps keys unique.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is static for the card's lifetime
              <li key={`${license.number ?? ''}-${index}`} className={classes.item}>
                <div className={classes.itemHead}>
                  <h3 className={classes.itemTitle}>
                    {license.number
                      ? t('card-registry.licenses.number', { number: license.number })
                      : t('card-registry.licenses.noNumber')}
                    {license.date ? ` ${t('card-registry.fromDate', { date: formatDate(license.date) })}` : ''}
                  </h3>
                  <Badge variant="light" color={STATE_COLOR[state]} size="sm">
                    {t(`card-registry.licenses.state.${state}`)}
                  </Badge>
                </div>
                <FieldList>
                  <Field label={t('card-registry.licenses.issuer')}>{license.license_author}</Field>
                  <Field label={t('card-registry.licenses.term')}>
                    {start || end ? (
                      <span className={classes.tabular}>
                        {end
                          ? t('card-registry.licenses.termRange', { start: start || '—', end })
                          : t('card-registry.licenses.termOpen', { start })}
                      </span>
                    ) : null}
                  </Field>
                  <Field label={t('card-registry.licenses.activities')}>
                    {license.type_activities.length > 0 ? (
                      <ul className={classes.plainList}>
                        {license.type_activities.map((activity) => (
                          <li key={activity}>{activity}</li>
                        ))}
                      </ul>
                    ) : null}
                  </Field>
                </FieldList>
              </li>
            );
          })}
        </ul>
      )}
    </CardBlock>
  );
}
