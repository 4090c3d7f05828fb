import { AdminPlansPage } from '../../features/billing/admin/admin-plans-page.tsx';
import { AdminOnly } from './admin-only.tsx';

/** `/admin/plans`: plans, prices and features, for admins only. */
export function AdminPlansRoute() {
  return (
    <AdminOnly section="plans">
      <AdminPlansPage />
    </AdminOnly>
  );
}
