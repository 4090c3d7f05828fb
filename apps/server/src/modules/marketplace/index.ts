export { findProductsForChat, type TProductForChat } from './chat-products.service.ts';
export { findProductsForSale, returnStock, type TProductForSale, takeStock } from './goods-stock.service.ts';
export { presentProductListItem } from './marketplace.presenter.ts';
export { marketplaceRoutes } from './marketplace.routes.ts';
export { productsInOrder } from './marketplace.service.ts';
export {
  deleteProductPictureFiles,
  PRODUCT_PICTURE_FOLDER,
  productPictureUrl,
  storeProductPicture,
  type TStoredPicture,
} from './product-pictures.ts';
export {
  addProductComment,
  findProductComment,
  lockReviewedProduct,
  presentProductComment,
  type TReviewedProduct,
} from './product-reviews.service.ts';
export { PRODUCT_VIEWS_PRUNE_JOB, pruneProductViews, scheduleMarketplaceJobs } from './view-pruning.job.ts';
