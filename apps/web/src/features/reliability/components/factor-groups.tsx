import { Button, Collapse } from '@mantine/core';
import type { TReliabilityReply } from '@sverka/shared';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { groupFactors } from '../lib/reliability-groups.ts';
import { FactorArticleLink, FactorItem, useFactorText } from './factor-item.tsx';
import classes from './reliability.module.css';

type TFiredFactor = TReliabilityReply['factors'][number];

function FactorSection({ title, factors, note }: { title: string; factors: TFiredFactor[]; note?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.section}>
      <h3 id={headingId} className={classes.sectionTitle}>
        {title} <span className={classes.sectionCount}>{factors.length}</span>
      </h3>
      {note ? <p className={classes.note}>{note}</p> : null}
      <ul className={classes.factorList}>
        {factors.map((factor) => (
          <FactorItem key={factor.id} factor={factor} />
        ))}
      </ul>
    </section>
  );
}

/** Fired factors: stop-factors, then negative, attention and positive groups; empty groups are left out. */
export function FiredFactors({ factors }: { factors: TFiredFactor[] }) {
  const { t } = useTranslation();
  const { stop, groups } = groupFactors(factors);
  if (!factors.length) return <p className={classes.note}>{t('card-reliability.noneFired')}</p>;
  return (
    <>
      {stop.length ? (
        <div className={classes.stop} data-testid="stop-factors">
          <FactorSection
            title={t('card-reliability.stop.title')}
            factors={stop}
            note={t('card-reliability.stop.note')}
          />
        </div>
      ) : null}
      {groups.map(({ polarity, factors: group }) =>
        group.length ? (
          <FactorSection key={polarity} title={t(`card-reliability.groups.${polarity}`)} factors={group} />
        ) : null,
      )}
    </>
  );
}

/** Factors without data, collapsed: they are unknown, never shown as good. */
export function NotCheckedFactors({ factors }: { factors: TReliabilityReply['not_checked'] }) {
  const { t } = useTranslation();
  const text = useFactorText();
  const [open, setOpen] = useState(false);
  const listId = useId();
  if (!factors.length) return null;
  return (
    <section className={classes.section}>
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={listId}
      >
        {open
          ? t('card-reliability.notChecked.hide')
          : t('card-reliability.notChecked.show', { count: factors.length })}
      </Button>
      <Collapse expanded={open} id={listId}>
        <p className={classes.note}>{t('card-reliability.notChecked.note')}</p>
        <ul className={classes.uncheckedList}>
          {factors.map((factor) => (
            <li key={factor.id}>
              <span>{text.label(factor)}</span>
              <span className={classes.evidenceMeta}>{text.reason(factor.reason)}</span>
              <FactorArticleLink factorId={factor.id} />
            </li>
          ))}
        </ul>
      </Collapse>
    </section>
  );
}
