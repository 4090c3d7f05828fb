import { AdminApplicationsPage } from '../../features/company-binding/admin/admin-applications-page.tsx';
import { AdminOnly } from './admin-only.tsx';

/** `/admin/applications`: the seller applications' queue, for staff who review applications. */
export function AdminApplicationsRoute() {
  return (
    <AdminOnly section="applications">
      <AdminApplicationsPage />
    </AdminOnly>
  );
}
