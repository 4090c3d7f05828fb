import { MonitoringPage } from '../../features/monitoring/components/monitoring-page.tsx';
import { ProfilePageTitle } from '../../features/profile/components/profile-page-title.tsx';

/** Change tracking: the feed of the watched subjects' changes, the watch list and the mail settings. */
export function ProfileMonitoringPage() {
  return (
    <>
      <ProfilePageTitle titleKey="monitoring.title" />
      <MonitoringPage />
    </>
  );
}
