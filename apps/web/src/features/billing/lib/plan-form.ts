import {
  FEATURES,
  PLAN_CODE_PATTERN,
  PLAN_DESCRIPTION_MAX_LENGTH,
  PLAN_MAX_PRICE_RUBLES,
  PLAN_NAME_MAX_LENGTH,
  PLAN_SORT_MAX,
  type TAdminPlan,
  type TAdminPlanBody,
  type TAdminPlanPatch,
  type TPlanType,
} from '@sverka/shared';

export type TPlanFormValues = {
  code: string;
  name: string;
  type: TPlanType;
  /** As typed: `1490` or `1490,50`. */
  price: string;
  description: string;
  features: string[];
  sort: string;
};

export type TPlanFormField = keyof TPlanFormValues;
/** Keys under `admin.plans.form.errors`. */
export type TPlanFormErrors = Partial<Record<TPlanFormField, string>>;

export const emptyPlanForm = (): TPlanFormValues => ({
  code: '',
  name: '',
  type: 'monthly',
  price: '',
  description: '',
  features: [],
  sort: '0',
});

export const planFormValuesOf = (plan: TAdminPlan): TPlanFormValues => ({
  code: plan.code,
  name: plan.name,
  type: plan.type,
  price: String(plan.price).replace('.', ','),
  description: plan.description,
  features: plan.features.filter((key) => (FEATURES as readonly string[]).includes(key)),
  sort: String(plan.sort),
});

/** Rubles as people type them: digits, then a comma or dot and up to two decimals. */
export function parseRubles(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.replace(/\s/g, ''));
  if (!match) return null;
  return Number(`${match[1]}.${(match[2] ?? '').padEnd(2, '0')}`);
}

/** The server's checks, said before sending; each value is an i18n key. */
export function checkPlanForm(values: TPlanFormValues, creating: boolean): TPlanFormErrors {
  const errors: TPlanFormErrors = {};
  if (creating && !PLAN_CODE_PATTERN.test(values.code.trim())) errors.code = 'admin.plans.form.errors.code';
  const name = values.name.trim();
  if (!name) errors.name = 'admin.plans.form.errors.nameRequired';
  else if (name.length > PLAN_NAME_MAX_LENGTH) errors.name = 'admin.plans.form.errors.nameTooLong';
  const price = parseRubles(values.price);
  if (price === null) errors.price = 'admin.plans.form.errors.priceFormat';
  else if (price < 1 || price > PLAN_MAX_PRICE_RUBLES) errors.price = 'admin.plans.form.errors.priceRange';
  const description = values.description.trim();
  if (!description) errors.description = 'admin.plans.form.errors.descriptionRequired';
  else if (description.length > PLAN_DESCRIPTION_MAX_LENGTH)
    errors.description = 'admin.plans.form.errors.descriptionTooLong';
  const sort = Number(values.sort);
  if (!/^\d+$/.test(values.sort.trim()) || sort > PLAN_SORT_MAX) errors.sort = 'admin.plans.form.errors.sort';
  return errors;
}

/** The body of a create (all fields) or an edit (what an admin may change), from checked values. */
export function planBodyOf(values: TPlanFormValues): TAdminPlanBody {
  return {
    code: values.code.trim(),
    name: values.name.trim(),
    type: values.type,
    price: parseRubles(values.price) ?? 0,
    description: values.description.trim(),
    features: values.features.filter((key): key is (typeof FEATURES)[number] =>
      (FEATURES as readonly string[]).includes(key),
    ),
    sort: Number(values.sort),
  };
}

export function planPatchOf(values: TPlanFormValues): TAdminPlanPatch {
  const { code: _code, type: _type, ...patch } = planBodyOf(values);
  return patch;
}

/** The label key of an entitlement, as the pricing cards name it. */
export const featureLabelKey = (feature: string) => `billing-plans.features.${feature.replace(/\./g, '_')}`;
