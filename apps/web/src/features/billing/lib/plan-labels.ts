import { formatRubles, type TPlan, type TPlanType } from '@sverka/shared';

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
export function periodKey(type: TPlanType): 'pricing.perMonth' | 'pricing.perYear' {
  return type === 'monthly' ? 'pricing.perMonth' : 'pricing.perYear';
}

/** i18n key of the period's name ("Месяц" / "Год"). */
export function periodNameKey(type: TPlanType): 'pricing.period.monthly' | 'pricing.period.yearly' {
  return type === 'monthly' ? 'pricing.period.monthly' : 'pricing.period.yearly';
}
