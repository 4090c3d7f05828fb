import { AdminEarlyAccessPage } from '../../features/knowledge/components/admin/admin-early-access-page.tsx';
import { AdminOnly } from './admin-only.tsx';

/** `/admin/early-access`: the switches of features in early access, for admins only. */
export function AdminEarlyAccessRoute() {
  return (
    <AdminOnly section="early_access">
      <AdminEarlyAccessPage />
    </AdminOnly>
  );
}
