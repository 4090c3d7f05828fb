import { AdminNewsPage } from '../../features/blog/components/admin/admin-news-page.tsx';
import { AdminOnly } from './admin-only.tsx';

/** `/admin/news`: the blog's editor, for admins only. */
export function AdminNewsRoute() {
  return (
    <AdminOnly section="news">
      <AdminNewsPage />
    </AdminOnly>
  );
}
