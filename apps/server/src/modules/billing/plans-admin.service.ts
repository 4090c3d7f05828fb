import {
  AppError,
  FEATURES,
  MESSAGES,
  PLAN_ADMIN_MESSAGES,
  type TAdminPlan,
  type TAdminPlanPatch,
  type TPlanType,
} from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { recordAudit } from '../audit/index.ts';
import { presentPlan } from './billing.presenter.ts';
import { hasDescriptionText, sanitizePlanDescription } from './plan-description.ts';
import * as plans from './plans.repository.ts';

const KNOWN_FEATURES: ReadonlySet<string> = new Set(FEATURES);

export type TPlanCreate = {
  code: string;
  name: string;
  type: TPlanType;
  price: number;
  description: string;
  features: string[];
  sort: number;
};

export function presentAdminPlan(row: plans.TAdminPlanRow): TAdminPlan {
  return { ...presentPlan(row), sort: row.sort, is_active: row.is_active, members: row.members };
}

/** What an audit record keeps of a plan: the fields an admin changes, price in rubles as the form shows it. */
const auditView = (row: plans.TPlanRow & { is_active: boolean }) => ({
  code: row.code,
  name: row.name,
  type: row.type,
  price: row.price_kopecks / 100,
  description: row.description_html,
  features: row.features,
  sort: row.sort,
  is_active: row.is_active,
});

const kopecksOf = (rubles: number) => Math.round(rubles * 100);

function cleanDescription(html: string): string {
  const clean = sanitizePlanDescription(html);
  if (!hasDescriptionText(clean)) {
    throw new AppError('INVALID_REQUEST', MESSAGES.invalidRequest, {
      description: [PLAN_ADMIN_MESSAGES.descriptionEmpty],
    });
  }
  return clean;
}

async function presentById(sql: TSql, id: number): Promise<TAdminPlan> {
  const row = await plans.findAdminPlan(sql, id);
  if (!row) throw new AppError('NOT_FOUND', PLAN_ADMIN_MESSAGES.planNotFound);
  return presentAdminPlan(row);
}

export async function listAdminPlans(sql: TSql): Promise<TAdminPlan[]> {
  return (await plans.findAllPlans(sql)).map(presentAdminPlan);
}

/** A new plan row on sale at once; a tier has one row per period (409 for a second). */
export async function createPlan(sql: TSql, actorId: number, input: TPlanCreate): Promise<TAdminPlan> {
  const fields = {
    code: input.code,
    type: input.type,
    name: input.name,
    price_kopecks: kopecksOf(input.price),
    description_html: cleanDescription(input.description),
    features: input.features,
    sort: input.sort,
  };
  const id = await sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const created = await plans.insertPlan(tx, fields);
    if (created === undefined) return undefined;
    const after = await plans.lockPlan(tx, created);
    await recordAudit(tx, {
      actorId,
      action: 'plan.create',
      targetType: 'plan',
      targetId: created,
      before: null,
      after: after && auditView(after),
    });
    return created;
  });
  if (id === undefined) throw new AppError('CONFLICT', PLAN_ADMIN_MESSAGES.planExists);
  return presentById(sql, id);
}

/**
 * Name, price, description, features and order. Entitlement keys outside
 * FEATURES that a plan already has (announced ones, not built yet) are kept:
 * the form cannot show them, so it cannot be what removed them.
 */
export async function updatePlan(sql: TSql, actorId: number, id: number, patch: TAdminPlanPatch): Promise<TAdminPlan> {
  const description = patch.description === undefined ? undefined : cleanDescription(patch.description);
  const found = await sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const before = await plans.lockPlan(tx, id);
    if (!before) return false;
    const kept = before.features.filter((key) => !KNOWN_FEATURES.has(key));
    const fields: plans.TPlanFields = {
      name: patch.name ?? before.name,
      price_kopecks: patch.price === undefined ? before.price_kopecks : kopecksOf(patch.price),
      description_html: description ?? before.description_html,
      features: patch.features === undefined ? before.features : [...new Set([...patch.features, ...kept])],
      sort: patch.sort ?? before.sort,
    };
    await plans.updatePlan(tx, id, fields);
    await recordAudit(tx, {
      actorId,
      action: 'plan.update',
      targetType: 'plan',
      targetId: id,
      before: auditView(before),
      after: auditView({ ...before, ...fields }),
    });
    return true;
  });
  if (!found) throw new AppError('NOT_FOUND', PLAN_ADMIN_MESSAGES.planNotFound);
  return presentById(sql, id);
}

/**
 * Archive (`active` false): the plan leaves the price list and can no longer
 * be bought; memberships already paid for keep it, with its features, to
 * their end. Restore puts it back on sale.
 */
export async function setPlanOnSale(sql: TSql, actorId: number, id: number, active: boolean): Promise<TAdminPlan> {
  const outcome = await sql.begin(async (transaction) => {
    const tx = transaction as unknown as TSql;
    const before = await plans.lockPlan(tx, id);
    if (!before) return 'missing' as const;
    if (before.is_active === active) return 'unchanged' as const;
    await plans.setPlanActive(tx, id, active);
    await recordAudit(tx, {
      actorId,
      action: active ? 'plan.restore' : 'plan.archive',
      targetType: 'plan',
      targetId: id,
      before: auditView(before),
      after: auditView({ ...before, is_active: active }),
    });
    return 'done' as const;
  });
  if (outcome === 'missing') throw new AppError('NOT_FOUND', PLAN_ADMIN_MESSAGES.planNotFound);
  if (outcome === 'unchanged') {
    throw new AppError('CONFLICT', active ? PLAN_ADMIN_MESSAGES.notArchived : PLAN_ADMIN_MESSAGES.alreadyArchived);
  }
  return presentById(sql, id);
}
