import { ProfilePageTitle } from '../../features/profile/components/profile-page-title.tsx';
import { ProfileTenders } from '../../features/tenders/components/profile-tenders.tsx';

/** My tenders (as a customer) and my quotes (as a supplier), with their statuses. */
export function ProfileTendersPage() {
  return (
    <>
      <ProfilePageTitle titleKey="tenders.profile.title" />
      <ProfileTenders />
    </>
  );
}
