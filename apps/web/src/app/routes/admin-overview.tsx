import { AdminOverviewPage } from '../../features/admin/components/admin-overview-page.tsx';
import { AdminOnly } from './admin-only.tsx';

/** `/admin`: what waits for staff, for admins and moderators. */
export function AdminOverviewRoute() {
  return (
    <AdminOnly section="overview">
      <AdminOverviewPage />
    </AdminOnly>
  );
}
