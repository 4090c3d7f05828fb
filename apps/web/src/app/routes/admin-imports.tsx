import { AdminImportsPage } from '../../features/admin/imports/components/imports-page.tsx';
import { AdminOnly } from './admin-only.tsx';

/** `/admin/imports`: runs of the official-data importers and new runs over uploaded files, for admins only. */
export function AdminImportsRoute() {
  return (
    <AdminOnly section="imports">
      <AdminImportsPage />
    </AdminOnly>
  );
}
