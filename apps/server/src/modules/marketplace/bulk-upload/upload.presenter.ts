import type { TProductUpload, TProductUploadSummary } from '@sverka/shared';
import type { TUploadRow } from './upload.repository.ts';

export function presentUploadSummary(row: TUploadRow): TProductUploadSummary {
  return {
    id: row.id,
    company: row.seller_id,
    file_name: row.file_name,
    format: row.format,
    status: row.status,
    total_rows: row.total_rows,
    processed_rows: row.processed_rows,
    created_count: row.created_count,
    updated_count: row.updated_count,
    refused_count: row.refused_count,
    error: row.error,
    created_at: row.created_at.toISOString(),
    finished_at: row.finished_at?.toISOString() ?? null,
  };
}

export function presentUpload(row: TUploadRow): TProductUpload {
  return { ...presentUploadSummary(row), report: row.report };
}
