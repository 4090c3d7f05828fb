import { ActionIcon, Avatar, Paper, Skeleton, Stack, Text } from '@mantine/core';
import type { TFriend } from '@sverka/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconTrash, IconUsers } from '../../../components/ui/icons.tsx';
import { useDeleteFriend, useFriends } from '../api/friends.ts';
import classes from './friends.module.css';

/** What the route puts on each friend's row: the chat's «Написать», given the friend (a user). */
export type TFriendWriteSlot = (friend: TFriend['friend']) => ReactNode;

/** `/profile/friends`: the list with a Write button per friend; empty: 'Список друзей пуст'. */
export function FriendsList({ writeSlot }: { writeSlot?: TFriendWriteSlot }) {
  const { t } = useTranslation();
  const query = useFriends();

  if (query.isPending) {
    return (
      <Stack gap={8} aria-hidden="true">
        {[0, 1, 2].map((row) => (
          <Skeleton key={row} height={64} radius="md" />
        ))}
      </Stack>
    );
  }
  if (query.isError) {
    return <QueryErrorBlock title={t('profile.friends.loadError')} query={query} />;
  }
  if (query.data.length === 0) {
    return (
      <Paper withBorder className={classes.empty} role="status">
        <IconUsers size={32} />
        <Text fw={600}>{t('profile.friends.empty')}</Text>
        <Text size="sm" c="dimmed">
          {t('profile.friends.emptyHint')}
        </Text>
      </Paper>
    );
  }
  return (
    <ul className={classes.list}>
      {query.data.map((record) => (
        <FriendRow key={record.id} record={record} writeSlot={writeSlot} />
      ))}
    </ul>
  );
}

function FriendRow({ record, writeSlot }: { record: TFriend; writeSlot?: TFriendWriteSlot }) {
  const { t } = useTranslation();
  const remove = useDeleteFriend();
  const { friend } = record;
  return (
    <li className={classes.row} data-testid="friend-row">
      <Avatar src={friend.avatar} alt="" size={44} radius="xl" color="brand" />
      <div className={classes.who}>
        <Text fw={600} className={classes.name}>
          {friend.full_name}
        </Text>
        {remove.isError ? (
          <Text size="sm" c="red.9" role="alert">
            {t('profile.friends.removeError')}
          </Text>
        ) : null}
      </div>
      <div className={classes.actions}>
        {writeSlot?.(friend)}
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          aria-label={t('profile.friends.removeLabel', { name: friend.full_name })}
          loading={remove.isPending}
          onClick={() => remove.mutate(record.id)}
        >
          <IconTrash size={17} />
        </ActionIcon>
      </div>
    </li>
  );
}
