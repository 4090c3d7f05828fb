import { AdminSupportPage } from '../../features/support/admin/admin-support-page.tsx';
import { AdminOnly } from './admin-only.tsx';

/** `/admin/support`: the support team's inbox, for admins only. */
export function AdminSupportRoute() {
  return (
    <AdminOnly section="support">
      <AdminSupportPage />
    </AdminOnly>
  );
}
