import { DocumentsPage } from '../../features/documents/components/documents-page.tsx';
import { ProfilePageTitle } from '../../features/profile/components/profile-page-title.tsx';

/** Document flow: the contracts, invoices, acts and files of the user's deals, with their filters. */
export function ProfileDocumentsPage() {
  return (
    <>
      <ProfilePageTitle titleKey="documents.title" />
      <DocumentsPage />
    </>
  );
}
