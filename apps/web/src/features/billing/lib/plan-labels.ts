import { FEATURES, formatRubles, type TPlan, type TPlanType } from '@sverka/shared';

/** Plans of one billing period, in the order the server listed them. */
export function plansOfType(plans: readonly TPlan[], type: TPlanType): TPlan[] {
  return plans.filter((plan) => plan.type === type);
}

/** Spec §2: the monthly/yearly switch appears only when both lists have plans. */
export function showPeriodToggle(plans: readonly TPlan[]): boolean {
  return plansOfType(plans, 'monthly').length > 0 && plansOfType(plans, 'yearly').length > 0;
}

/**
 * The period shown: the visitor's choice (monthly by default, spec §2), or the
 * only period that has plans when the switch is hidden.
 */
export function shownPeriod(plans: readonly TPlan[], chosen: TPlanType): TPlanType {
  if (plansOfType(plans, chosen).length > 0) return chosen;
  return chosen === 'monthly' ? 'yearly' : 'monthly';
}

/** "990 ₽": whole rubles with ru-RU grouping (spec §9). */
export function planPrice(plan: Pick<TPlan, 'price'>): string {
  return formatRubles(plan.price);
}

/** i18n key of "per month" / "per year" after a price. */
export function periodKey(type: TPlanType): 'billing-plans.perMonth' | 'billing-plans.perYear' {
  return type === 'monthly' ? 'billing-plans.perMonth' : 'billing-plans.perYear';
}

/** i18n key of the period's name ("Месяц" / "Год"). */
export function periodNameKey(type: TPlanType): 'billing-plans.period.monthly' | 'billing-plans.period.yearly' {
  return type === 'monthly' ? 'billing-plans.period.monthly' : 'billing-plans.period.yearly';
}

/**
 * A plan's name in the interface language: the tier's translated name, or the
 * server's own name for a tier this build does not know.
 */
export function planNameKey(plan: Pick<TPlan, 'code'>): string {
  return `billing-plans.plans.${plan.code}`;
}

/** What the card lists for a plan: each feature it grants, and whether that feature works yet. */
export type TPlanFeatureLine = { key: string; available: boolean };

/**
 * The plan's features as the card lists them, from the entitlement keys the
 * server checks (so the list never promises what the plan does not grant),
 * each under `billing-plans.features.<key with _ for .>`. Keys outside FEATURES
 * belong to parts of the product still to come and are marked as such.
 */
export function planFeatureLines(plan: Pick<TPlan, 'features'>): TPlanFeatureLine[] {
  return plan.features.map((feature) => ({
    key: `billing-plans.features.${feature.replace(/\./g, '_')}`,
    available: (FEATURES as readonly string[]).includes(feature),
  }));
}

/**
 * Rubles a yearly plan saves against twelve months of the same tier's monthly
 * plan; null when there is no monthly plan to compare or nothing is saved.
 */
export function yearlySaving(plans: readonly TPlan[], plan: TPlan): number | null {
  if (plan.type !== 'yearly') return null;
  const monthly = plans.find((candidate) => candidate.code === plan.code && candidate.type === 'monthly');
  if (!monthly) return null;
  const saving = monthly.price * 12 - plan.price;
  return saving > 0 ? saving : null;
}
