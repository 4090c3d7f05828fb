export { bulkUploadRoutes } from './upload.routes.ts';
export {
  declareBulkUploadJobs,
  PRODUCT_PICTURES_JOB,
  PRODUCT_UPLOAD_JOB,
  type TBulkUploadDeps,
} from './upload.service.ts';
