export type { TImporter, TRejection, TWriteResult } from './importer.ts';
export { IMPORTERS } from './importers/index.ts';
export { findRejections } from './rejections.service.ts';
export { runImport, type TImportSummary } from './runner.ts';
