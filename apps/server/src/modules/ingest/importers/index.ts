import type { TImporter } from '../importer.ts';
import { headcountImporter } from './headcount.ts';

/** Every source `npm run import` knows, by its command-line name. */
export const IMPORTERS: Record<string, TImporter> = Object.fromEntries(
  [headcountImporter].map((importer) => [importer.source, importer]),
);
