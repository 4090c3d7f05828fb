import { Menu, Skeleton, Tabs } from '@mantine/core';
import type { TCounterPartyCard } from '@sverka/shared';
import { type ComponentType, lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { hasStatements, useFinances } from '../../api/get-finances.ts';
import classes from './card-tabs.module.css';
import { CARD_TAB_IDS, type TCardSlots, type TCardTabId, type TCardTabProps } from './tabs/tab-props.ts';

/** Spec §9: the first nine tabs show inline, the rest sit in «Ещё». */
export const INLINE_TABS = 9;

type TTabComponent = ComponentType<TCardTabProps>;

// Each tab is its own chunk: the graph and the charts load only when their tab opens.
const tabComponents: Record<TCardTabId, TTabComponent> = {
  summary: lazy(() => import('./tabs/summary-tab.tsx').then((m) => ({ default: m.SummaryTab }))),
  arbitration: lazy(() => import('./tabs/arbitration-tab.tsx').then((m) => ({ default: m.ArbitrationTab }))),
  finances: lazy(() => import('./tabs/finances-tab.tsx').then((m) => ({ default: m.FinancesTab }))),
  connections: lazy(() => import('./tabs/connections-tab.tsx').then((m) => ({ default: m.ConnectionsTab }))),
  trademarks: lazy(() => import('./tabs/trademarks-tab.tsx').then((m) => ({ default: m.TrademarksTab }))),
  founders: lazy(() => import('./tabs/founders-tab.tsx').then((m) => ({ default: m.FoundersTab }))),
  // The reliability feature's tab, handed in by the card's page (it loads as a chunk of its own there).
  reliability: ({ card, slots }) => <slots.ReliabilityTab card={card} />,
  debts: lazy(() => import('./tabs/debts-tab.tsx').then((m) => ({ default: m.DebtsTab }))),
  sanctions: lazy(() => import('./tabs/sanctions-tab.tsx').then((m) => ({ default: m.SanctionsTab }))),
  leasing: lazy(() => import('./tabs/leasing-tab.tsx').then((m) => ({ default: m.LeasingTab }))),
  inspections: lazy(() => import('./tabs/inspections-tab.tsx').then((m) => ({ default: m.InspectionsTab }))),
  history: lazy(() => import('./tabs/history-tab.tsx').then((m) => ({ default: m.HistoryTab }))),
  details: lazy(() => import('./tabs/details-tab.tsx').then((m) => ({ default: m.DetailsTab }))),
  okved: lazy(() => import('./tabs/okved-tab.tsx').then((m) => ({ default: m.OkvedTab }))),
  branches: lazy(() => import('./tabs/branches-tab.tsx').then((m) => ({ default: m.BranchesTab }))),
  licenses: lazy(() => import('./tabs/licenses-tab.tsx').then((m) => ({ default: m.LicensesTab }))),
  contracts: lazy(() => import('./tabs/contracts-tab.tsx').then((m) => ({ default: m.ContractsTab }))),
};

/** «Ещё → Маркетплейс»: a seller's own products in the catalogue, or the whole catalogue. */
export function cardMarketplaceHref(card: Pick<TCounterPartyCard, 'seller'>): string {
  return paths.marketplace.getHref(card.seller !== null ? { company: card.seller } : {});
}

/**
 * The tabs this card has, in spec order: Finances only when there are statements, Founders only for a
 * company (a sole trader is a person and has no founders).
 */
export function visibleTabs(hasFinances: boolean, kind: TCounterPartyCard['kind']): TCardTabId[] {
  return CARD_TAB_IDS.filter((id) => (id !== 'finances' || hasFinances) && (id !== 'founders' || kind === 'company'));
}

/** The element a link to a tab scrolls to: the tab list with the open tab under it. */
export const CARD_SECTIONS_ID = 'card-sections';

/**
 * A link, relative to the card, that opens a tab and scrolls to the tabs (the scroll manager follows the hash);
 * other parameters of the card's address are not kept, as the card has none but `tab`.
 */
export const cardTabHref = (id: TCardTabId): string => `${id === 'summary' ? '?' : `?tab=${id}`}#${CARD_SECTIONS_ID}`;

const isTabId = (value: string | null): value is TCardTabId =>
  value !== null && (CARD_TAB_IDS as readonly string[]).includes(value);

/** The card's tabs; the open one lives in `?tab=` so it survives a reload and can be linked. */
export function CardTabs({ card, slots }: { card: TCounterPartyCard; slots: TCardSlots }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const finances = useFinances(card.inn);
  const tabs = visibleTabs(hasStatements(finances.data), card.kind);
  const requested = params.get('tab');
  const active: TCardTabId = isTabId(requested) && tabs.includes(requested) ? requested : 'summary';
  const inline = tabs.slice(0, INLINE_TABS);
  const more = tabs.slice(INLINE_TABS);
  const activeInMore = more.includes(active);

  const openTab = useCallback(
    (id: TCardTabId) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id === 'summary') next.delete('tab');
          else next.set('tab', id);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setParams],
  );

  const ActiveTab = tabComponents[active];

  return (
    // The anchor of `cardTabHref` (on Tabs itself, Mantine would take `id` as the base of its own ids).
    <div id={CARD_SECTIONS_ID} className={classes.anchor}>
      <Tabs
        value={active}
        onChange={(value) => isTabId(value) && openTab(value)}
        keepMounted={false}
        className={classes.tabs}
      >
        <Tabs.List className={classes.list} aria-label={t('cardTabs.label')}>
          {inline.map((id) => (
            <Tabs.Tab key={id} value={id}>
              {t(`cardTabs.${id}`)}
            </Tabs.Tab>
          ))}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <button
                type="button"
                className={classes.more}
                data-active={activeInMore || undefined}
                data-testid="card-tabs-more"
              >
                {activeInMore ? t(`cardTabs.${active}`) : t('cardTabs.more')}
                <span aria-hidden="true" className={classes.moreIcon}>
                  ▾
                </span>
              </button>
            </Menu.Target>
            <Menu.Dropdown>
              {more.map((id) => (
                <Menu.Item key={id} onClick={() => openTab(id)} aria-current={id === active ? 'page' : undefined}>
                  {t(`cardTabs.${id}`)}
                </Menu.Item>
              ))}
              <Menu.Divider />
              <Menu.Item component={Link} to={cardMarketplaceHref(card)}>
                {t('cardTabs.marketplace')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Tabs.List>
        <Tabs.Panel value={active} className={classes.panel} data-tab={active}>
          <Suspense fallback={<Skeleton height={220} radius="sm" />}>
            <ActiveTab card={card} openTab={openTab} slots={slots} />
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </div>
  );
}
