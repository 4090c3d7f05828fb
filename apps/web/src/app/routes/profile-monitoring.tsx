import { Stack } from '@mantine/core';
import { FollowedAnnouncements } from '../../features/marketplace/announcements/announcement-feed.tsx';
import { MonitoringPage } from '../../features/monitoring/components/monitoring-page.tsx';
import { ProfilePageTitle } from '../../features/profile/components/profile-page-title.tsx';

/**
 * Change tracking: the feed of the watched subjects' changes, the watch list and the mail settings, and the
 * announcements of the watched companies that sell on the marketplace.
 */
export function ProfileMonitoringPage() {
  return (
    <>
      <ProfilePageTitle titleKey="monitoring.title" />
      <MonitoringPage />
      {/* What the watched companies announce on the marketplace: a block of its own below their events. */}
      <Stack mt="xl">
        <FollowedAnnouncements />
      </Stack>
    </>
  );
}
