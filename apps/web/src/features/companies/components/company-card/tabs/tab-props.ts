import type { TCounterPartyCard } from '@sverka/shared';

export const CARD_TAB_IDS = [
  'summary',
  'arbitration',
  'finances',
  'connections',
  'trademarks',
  'founders',
  'reliability',
  'debts',
  'sanctions',
  'leasing',
  'inspections',
  'history',
  'details',
  'okved',
  'branches',
  'licenses',
  'contracts',
] as const;

export type TCardTabId = (typeof CARD_TAB_IDS)[number];

/** What every tab of the card gets. */
export interface TCardTabProps {
  card: TCounterPartyCard;
  /** Switches the card to another tab (Summary's cards link to their tabs). */
  openTab: (id: TCardTabId) => void;
}
