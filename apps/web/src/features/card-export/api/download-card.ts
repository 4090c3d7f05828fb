import type { TQueryString, ZIdentifierQuery } from '@sverka/shared';
import { apiDownload } from '../../../lib/api-client.ts';

/** `GET /api/v1/company-export/`: the card of a ЮЛ or ИП as an XLSX workbook, with the name the server gave it. */
export function downloadCard(inn: string) {
  return apiDownload('/api/v1/company-export/', {
    params: { query: inn } satisfies TQueryString<typeof ZIdentifierQuery>,
  });
}
