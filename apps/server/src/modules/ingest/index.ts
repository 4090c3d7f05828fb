export type { TImporter, TRejection, TWriteResult } from './importer.ts';
export { IMPORTERS } from './importers/index.ts';
export { importsRoutes } from './imports.routes.ts';
export { countFailedRuns, declareImportJobs, IMPORT_FILE_JOB, type TImportsDeps } from './imports.service.ts';
export { findRejections } from './rejections.service.ts';
export { runImport, type TImportSummary } from './runner.ts';
