import { AdminAuditPage } from '../../features/admin/components/admin-audit-page.tsx';
import { AdminOnly } from './admin-only.tsx';

/** `/admin/audit`: the audit log, for admins only. */
export function AdminAuditRoute() {
  return (
    <AdminOnly section="audit">
      <AdminAuditPage />
    </AdminOnly>
  );
}
