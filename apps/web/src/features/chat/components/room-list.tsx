import { Avatar, Badge } from '@mantine/core';
import type { TChatRoom } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { previewText, roomPicture, roomTime, roomTitle, unreadBadge } from '../lib/room-display.ts';
import classes from './chat.module.css';

/** The user's rooms, newest activity first (spec §2 messages: the list of chats). */
export function RoomList({
  rooms,
  me,
  selectedSlug,
}: {
  rooms: readonly TChatRoom[];
  me: number;
  selectedSlug: string | null;
}) {
  const { t } = useTranslation();
  return (
    <ul className={classes.rooms} aria-label={t('chat.roomsLabel')}>
      {rooms.map((room) => (
        <li key={room.id}>
          <RoomRow room={room} me={me} selected={room.slug === selectedSlug} />
        </li>
      ))}
    </ul>
  );
}

function RoomRow({ room, me, selected }: { room: TChatRoom; me: number; selected: boolean }) {
  const { t, i18n } = useTranslation();
  const title = roomTitle(room, t('chat.supportName'));
  const last = room.last_message;
  return (
    <Link
      to={paths.profileMessages.getHref(room.slug)}
      className={classes.roomLink}
      aria-current={selected || undefined}
      data-testid="chat-room-row"
    >
      <Avatar src={roomPicture(room)} alt="" size={44} radius={room.product ? 'sm' : 'xl'} color="brand">
        {title.slice(0, 1).toUpperCase()}
      </Avatar>
      <div className={classes.roomText}>
        <div className={classes.roomHead}>
          <span className={classes.roomName}>{title}</span>
          {last ? (
            <span className={classes.roomTime}>{roomTime(last.sended_time, new Date(), i18n.language)}</span>
          ) : null}
        </div>
        {room.product ? <div className={classes.oneLine}>{t('chat.product', { name: room.product.name })}</div> : null}
        <div className={classes.roomFoot}>
          <span className={classes.oneLine}>
            {last
              ? last.user === me
                ? t('chat.mine', { text: previewText(last.body) })
                : previewText(last.body)
              : t('chat.empty')}
          </span>
          {/* The open room is being read: its count is on its way to zero. */}
          {room.unread > 0 && !selected ? (
            <Badge
              color="red"
              size="sm"
              circle={room.unread < 10}
              aria-label={t('chat.unread', { value: room.unread })}
            >
              {unreadBadge(room.unread)}
            </Badge>
          ) : null}
        </div>
      </div>
    </Link>
  );
}
