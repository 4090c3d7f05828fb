import { MyProductsPage } from '../../features/marketplace/seller/my-products.tsx';
import { ProductFormPage } from '../../features/marketplace/seller/product-form-page.tsx';
import { ProfilePageTitle } from '../../features/profile/components/profile-page-title.tsx';

/** `/profile/products`: the seller's cards inside the personal account. */
export function ProfileProductsPage() {
  return (
    <>
      <ProfilePageTitle titleKey="seller.list.title" />
      <MyProductsPage />
    </>
  );
}

/** `/profile/products/add`: the «Разместить» form for a new card. */
export function ProfileProductAddPage() {
  return (
    <>
      <ProfilePageTitle titleKey="seller.form.createTitle" />
      <ProductFormPage mode="add" />
    </>
  );
}

/** `/profile/products/edit/:id`: the same form filled with the product. */
export function ProfileProductEditPage() {
  return (
    <>
      <ProfilePageTitle titleKey="seller.form.editTitle" />
      <ProductFormPage mode="edit" />
    </>
  );
}
