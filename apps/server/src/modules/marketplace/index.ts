export {
  deleteProductPictureFiles,
  PRODUCT_PICTURE_FOLDER,
  productPictureUrl,
  storeProductPicture,
  type TStoredPicture,
} from './product-pictures.ts';
