import { ActionIcon, Badge, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconMessage } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useIsSignedIn } from '../../../lib/auth.ts';
import { useLiveUnread, useUnread } from '../hooks/use-inbox.ts';
import { unreadBadge } from '../lib/room-display.ts';

/**
 * The header's way to the messages with the unread count, kept live by the inbox socket; nothing for a
 * visitor. Its texts are the main file's: the header is on every page, before any area loads.
 */
export function MessagesLink() {
  const signedIn = useIsSignedIn();
  if (!signedIn) return null;
  return <LiveMessagesLink />;
}

function LiveMessagesLink() {
  const { t } = useTranslation();
  const unread = useLiveUnread();
  const count = unread.data?.total ?? 0;
  return (
    <Indicator
      label={unreadBadge(count)}
      disabled={count === 0}
      size={16}
      offset={4}
      color="red"
      zIndex={1}
      styles={{ indicator: { fontSize: 10, fontWeight: 700 } }}
    >
      <ActionIcon
        component={Link}
        to={paths.profileMessages.getHref()}
        variant="subtle"
        color="gray"
        size={36}
        radius="xl"
        aria-label={count > 0 ? t('nav.messagesCount', { value: count }) : t('nav.messages')}
        data-testid="messages-link"
        data-unread={count}
      >
        <IconMessage size={20} />
      </ActionIcon>
    </Indicator>
  );
}

/** The unread count beside «Сообщения» in the profile's menu; nothing when all is read. */
export function UnreadMessagesBadge() {
  const { t } = useTranslation();
  const count = useUnread().data?.total ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      color="red"
      size="sm"
      circle={count < 10}
      aria-label={t('nav.messagesUnread', { value: count })}
      data-testid="profile-messages-unread"
    >
      {unreadBadge(count)}
    </Badge>
  );
}
