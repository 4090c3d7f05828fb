import type { TBulkCheck, TBulkCheckInvalid, TBulkCheckRow, TBulkCheckSummary } from '@sverka/shared';
import type { TCheckWithCounts, TResultRow } from './bulk-check.repository.ts';

export function presentCheckSummary(check: TCheckWithCounts): TBulkCheckSummary {
  return {
    id: check.id,
    name: check.name,
    status: check.status,
    total: check.total,
    done: check.done,
    invalid_count: check.invalid_count,
    not_found: check.not_found,
    zones: { low: check.low, medium: check.medium, high: check.high },
    error: check.error,
    created_at: check.created_at.toISOString(),
    finished_at: check.finished_at?.toISOString() ?? null,
  };
}

export function presentRow(row: TResultRow): TBulkCheckRow {
  return {
    position: row.position,
    query: row.query,
    found: row.subject_kind !== null,
    subject_kind: row.subject_kind,
    inn: row.inn,
    ogrn: row.ogrn,
    name: row.name,
    status: row.status,
    status_class: row.status_class,
    score: row.score,
    zone: row.zone,
    stop_factor: row.stop_factor,
    factors: row.factors.map(({ id, label, stop }) => ({ id, label, stop })),
  };
}

export function presentCheck(
  check: TCheckWithCounts & { invalid: TBulkCheckInvalid[] },
  rows: readonly TResultRow[],
): TBulkCheck {
  return {
    ...presentCheckSummary(check),
    rows: rows.map(presentRow),
    invalid: check.invalid.map(({ position, value, reason }) => ({ position, value, reason })),
  };
}
