import { RELIABILITY_FACTORS, SCORE_ZONES } from '@sverka/shared';
import { paths } from '../../../config/paths.ts';

/**
 * What the landing page promotes (spec §1) and where each thing lives. The texts are in the
 * locale area `landing-sections` under `features.items.<key>`, `sources.items.<key>` and
 * `about.items.<key>`.
 */

export type TFeatureKey =
  | 'support'
  | 'reliability'
  | 'history'
  | 'friends'
  | 'registers'
  | 'tracking'
  | 'search'
  | 'connections'
  | 'arbitration';

export type TFeatureTarget = {
  href: string;
  /** The page is in the profile: a signed-out visitor is offered to sign in instead. */
  needsSignIn: boolean;
  /** `open` opens a page; `find` sends to search first, since the feature is a tab of a company's card. */
  action: 'open' | 'find';
};

export type TLandingFeature = {
  key: TFeatureKey;
  target: TFeatureTarget;
};

const onCard: TFeatureTarget = { href: paths.search.getHref(), needsSignIn: false, action: 'find' };

/** The nine feature cards in the spec's order. */
export const LANDING_FEATURES: readonly TLandingFeature[] = [
  { key: 'support', target: { href: paths.profileSupport.getHref(), needsSignIn: true, action: 'open' } },
  { key: 'reliability', target: onCard },
  { key: 'history', target: onCard },
  { key: 'friends', target: { href: paths.profileFriends.getHref(), needsSignIn: true, action: 'open' } },
  { key: 'registers', target: onCard },
  { key: 'tracking', target: { href: paths.profileMonitoring.getHref(), needsSignIn: true, action: 'open' } },
  { key: 'search', target: { href: paths.search.getHref(), needsSignIn: false, action: 'open' } },
  { key: 'connections', target: onCard },
  { key: 'arbitration', target: onCard },
];

/** Values the reliability card states, taken from the rating itself so the claim never drifts. */
export const RELIABILITY_CLAIM = {
  factors: RELIABILITY_FACTORS.length,
  /** Scores from this value up are low risk. */
  low: SCORE_ZONES.low,
  /** Scores from this value up (and below `low`) are medium risk; below it, high. */
  medium: SCORE_ZONES.medium,
} as const;

/** The seven official sources of spec §1, in its order. */
export const OFFICIAL_SOURCES = ['fns', 'fssp', 'treasury', 'fas', 'rospatent', 'rospotrebnadzor', 'rsmp'] as const;
export type TSourceKey = (typeof OFFICIAL_SOURCES)[number];

/** The five points of "about the project". */
export const ABOUT_POINTS = ['audience', 'sources', 'rating', 'free', 'api'] as const;
export type TAboutKey = (typeof ABOUT_POINTS)[number];
