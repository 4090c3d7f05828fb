export { marketplaceRoutes } from './marketplace.routes.ts';
export {
  deleteProductPictureFiles,
  PRODUCT_PICTURE_FOLDER,
  productPictureUrl,
  storeProductPicture,
  type TStoredPicture,
} from './product-pictures.ts';
export { PRODUCT_VIEWS_PRUNE_JOB, pruneProductViews, scheduleMarketplaceJobs } from './view-pruning.job.ts';
