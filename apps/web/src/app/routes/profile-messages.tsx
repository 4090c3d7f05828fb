import { MessagesPage } from '../../features/chat/components/messages-page.tsx';
import { ProfilePageTitle } from '../../features/profile/components/profile-page-title.tsx';

/** Spec §2 messages: the user's rooms and the open one. */
export function ProfileMessagesPage() {
  return (
    <>
      <ProfilePageTitle titleKey="chat.title" />
      <MessagesPage />
    </>
  );
}
