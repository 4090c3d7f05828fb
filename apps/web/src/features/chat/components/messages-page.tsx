import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import type { TChatRoom } from '@sverka/shared';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconMessage } from '../../../components/ui/icons.tsx';
import { paths } from '../../../config/paths.ts';
import { useUser } from '../../../lib/auth.ts';
import { useChatRooms } from '../api/chat.ts';
import classes from './chat.module.css';
import { RoomList } from './room-list.tsx';
import { RoomView } from './room-view.tsx';

/** The query parameter that names the open room by its slug. */
export const ROOM_PARAM = 'room';

/**
 * `/profile/messages` (spec §2 messages): the rooms on the left and the open one (`?room=<slug>`) on the
 * right; on a phone the list and the room are two steps, the room with a way back.
 */
export function MessagesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const slug = params.get(ROOM_PARAM);
  const rooms = useChatRooms();
  const { user } = useUser();
  const room = slug ? rooms.data?.find((entry) => entry.slug === slug) : undefined;
  useRefetchForNewRoom(slug, rooms.data, rooms.refetch);

  if (rooms.isError) return <QueryErrorBlock title={t('chat.loadError')} query={rooms} />;
  return (
    <div className={classes.layout} data-open={slug ? 'room' : 'list'} data-testid="chat-page">
      <div className={classes.listPane}>
        {rooms.isPending || !user ? (
          <Stack gap={0} aria-busy="true">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={64} radius={0} mb={1} />
            ))}
          </Stack>
        ) : rooms.data.length === 0 ? (
          <div className={classes.empty} role="status">
            <IconMessage size={32} />
            <Text fw={600}>{t('chat.noRooms')}</Text>
            <Text size="sm" c="dimmed">
              {t('chat.noRoomsHint')}
            </Text>
          </div>
        ) : (
          <RoomList rooms={rooms.data} me={user.id} selectedSlug={slug} />
        )}
      </div>
      <section className={classes.roomPane} aria-label={room ? undefined : t('chat.title')}>
        {room && user ? (
          <RoomView key={room.slug} room={room} me={user.id} />
        ) : (
          <div className={classes.empty} role="status">
            {slug && rooms.data && !rooms.isFetching ? (
              <>
                <Text fw={600}>{t('chat.roomNotFound')}</Text>
                <Anchor component={Link} to={paths.profileMessages.getHref()} size="sm">
                  {t('chat.back')}
                </Anchor>
              </>
            ) : slug ? null : (
              <Text c="dimmed">{t('chat.pickRoom')}</Text>
            )}
          </div>
        )}
      </section>
    </div>
  );
}

/**
 * A room opened a moment ago («Написать» on a friend or a product) may be missing from a list cached
 * before it existed: the list is asked once more for a slug it does not have.
 */
function useRefetchForNewRoom(slug: string | null, rooms: TChatRoom[] | undefined, refetch: () => unknown) {
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!slug || !rooms || asked.current === slug) return;
    if (rooms.some((room) => room.slug === slug)) return;
    asked.current = slug;
    void refetch();
  }, [slug, rooms, refetch]);
}
