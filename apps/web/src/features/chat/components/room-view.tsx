import { ActionIcon, Alert, Anchor, Avatar, Skeleton, Stack, Text } from '@mantine/core';
import { CHAT_CLOSE_CODES, formatRubles, type TChatRoom } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconAlert, IconArrowLeft } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useChatRoom } from '../hooks/use-chat-room.ts';
import { roomPicture, roomTitle } from '../lib/room-display.ts';
import type { TRoomSnapshot } from '../lib/room-session.ts';
import classes from './chat.module.css';
import { MessageInput } from './message-input.tsx';
import { MessageList } from './message-list.tsx';

/** The open room (spec §4 chat): who it is with, the history, the live state and the input. */
export function RoomView({ room, me }: { room: TChatRoom; me: number }) {
  const { t } = useTranslation();
  const { session, snapshot } = useChatRoom(room, me);

  return (
    <>
      <RoomHeader room={room} />
      <ConnectionNotice snapshot={snapshot} />
      {!snapshot || snapshot.history === 'loading' ? (
        <Stack gap={10} p="md" aria-busy="true" style={{ flex: 1 }}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={40} width={row === 1 ? '50%' : '65%'} radius="lg" ml={row === 1 ? 'auto' : 0} />
          ))}
        </Stack>
      ) : snapshot.history === 'error' ? (
        <div className={classes.history}>
          <ErrorBlock title={t('chat.historyError')} onRetry={() => void session?.retry()} />
        </div>
      ) : (
        <MessageList
          messages={snapshot.messages}
          outbox={snapshot.outbox}
          me={me}
          hasMore={snapshot.hasMore}
          loadingOlder={snapshot.loadingOlder}
          onLoadOlder={() => void session?.loadOlder()}
          onRetry={(id) => session?.retrySend(id)}
          onDiscard={(id) => session?.discard(id)}
        />
      )}
      {snapshot?.connection === 'closed' && snapshot.fatalCode !== null ? null : (
        <MessageInput onSend={(text) => session?.send(text) ?? false} />
      )}
    </>
  );
}

function RoomHeader({ room }: { room: TChatRoom }) {
  const { t } = useTranslation();
  const title = roomTitle(room, t('chat.supportName'));
  return (
    <div className={classes.roomHeader}>
      <ActionIcon
        component={Link}
        to={paths.profileMessages.getHref()}
        variant="subtle"
        color="gray"
        size="lg"
        className={classes.backButton}
        aria-label={t('chat.back')}
      >
        <IconArrowLeft size={20} />
      </ActionIcon>
      <Avatar src={room.user2.avatar} alt="" size={36} radius="xl" color="brand">
        {title.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className={classes.roomHeaderText}>
        <Text fw={600} truncate="end" component="h2" size="md" m={0}>
          {title}
        </Text>
        {room.product ? (
          <Anchor
            component={Link}
            to={paths.marketplaceItem.getHref(room.product.id)}
            size="sm"
            className={classes.productLink}
          >
            {room.product.name} · {formatRubles(room.product.price)}
          </Anchor>
        ) : null}
      </div>
      {room.product && roomPicture(room) ? (
        <img src={roomPicture(room) ?? undefined} alt="" className={classes.productThumb} loading="lazy" />
      ) : null}
    </div>
  );
}

const CLOSED_TEXT: Record<number, string> = {
  [CHAT_CLOSE_CODES.forbidden]: 'chat.closed.forbidden',
  [CHAT_CLOSE_CODES.badOrigin]: 'chat.closed.badOrigin',
  [CHAT_CLOSE_CODES.sessionEnded]: 'chat.closed.sessionEnded',
};

/** «Соединение потеряно. Переподключаемся…» while the socket is down; why, when it will not come back. */
export function ConnectionNotice({ snapshot }: { snapshot: TRoomSnapshot | null }) {
  const { t } = useTranslation();
  if (snapshot?.history !== 'ready') return null;
  if (snapshot.connection === 'reconnecting') {
    return (
      <Alert color="yellow" variant="light" radius={0} py={6} role="status" data-testid="chat-reconnecting">
        {t('chat.reconnecting')}
      </Alert>
    );
  }
  if (snapshot.connection === 'closed') {
    return (
      <Alert color="red" variant="light" radius={0} py={6} icon={<IconAlert size={16} />} role="alert">
        {t((snapshot.fatalCode !== null && CLOSED_TEXT[snapshot.fatalCode]) || 'chat.closed.other')}
      </Alert>
    );
  }
  return null;
}
