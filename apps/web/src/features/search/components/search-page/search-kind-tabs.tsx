import { Tabs } from '@mantine/core';
import { SEARCH_KINDS, type TSearchKind, type TSearchReply } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isCountCapped, kindCount } from '../../lib/search-counts.ts';
import classes from './search-page.module.css';

interface TSearchKindTabsProps {
  kind: TSearchKind;
  reply: TSearchReply | undefined;
  onChange: (kind: TSearchKind) => void;
  /** The results of the active tab, shown as its panel. */
  children: ReactNode;
}

/** "Все / Компании / ИП" with the count of each; capped counts read "более 1 000". */
export function SearchKindTabs({ kind, reply, onChange, children }: TSearchKindTabsProps) {
  const { t, i18n } = useTranslation();
  const number = new Intl.NumberFormat(i18n.language);

  const countText = (tab: TSearchKind) => {
    if (!reply) return null;
    const value = number.format(kindCount(reply.counts, tab));
    return isCountCapped(reply.counts, tab, reply.counts_capped) ? t('searchPage.countCapped', { value }) : value;
  };

  return (
    <Tabs value={kind} onChange={(value) => value && onChange(value as TSearchKind)} className={classes.tabs}>
      <Tabs.List aria-label={t('searchPage.kindLabel')}>
        {SEARCH_KINDS.map((tab) => {
          const count = countText(tab);
          return (
            <Tabs.Tab key={tab} value={tab}>
              {t(`searchPage.kind.${tab}`)}
              {count !== null ? <span className={classes.tabCount}>{count}</span> : null}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
      {SEARCH_KINDS.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          {tab === kind ? children : null}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
