import { AdminProductsPage } from '../../features/marketplace/admin/admin-products-page.tsx';
import { AdminOnly } from './admin-only.tsx';

/** `/admin/products`: the products' moderation queue, for admins only. */
export function AdminProductsRoute() {
  return (
    <AdminOnly section="products">
      <AdminProductsPage />
    </AdminOnly>
  );
}
