import { AdminKnowledgePage } from '../../features/knowledge/components/admin/admin-knowledge-page.tsx';
import { AdminOnly } from './admin-only.tsx';

/** `/admin/knowledge`: the knowledge base's editor, for admins only. */
export function AdminKnowledgeRoute() {
  return (
    <AdminOnly section="knowledge">
      <AdminKnowledgePage />
    </AdminOnly>
  );
}
