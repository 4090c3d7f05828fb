import { AdminUsersPage } from '../../features/admin/components/admin-users-page.tsx';
import { AdminOnly } from './admin-only.tsx';

/** `/admin/users`: users, their roles and blocks, for admins only. */
export function AdminUsersRoute() {
  return (
    <AdminOnly section="users">
      <AdminUsersPage />
    </AdminOnly>
  );
}
