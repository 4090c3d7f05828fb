import { AdminCategoriesPage } from '../../features/marketplace/admin/categories/admin-categories-page.tsx';
import { AdminOnly } from './admin-only.tsx';

/** `/admin/categories`: the marketplace's category tree, for admins only. */
export function AdminCategoriesRoute() {
  return (
    <AdminOnly section="categories">
      <AdminCategoriesPage />
    </AdminOnly>
  );
}
