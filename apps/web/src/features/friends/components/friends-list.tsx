import { ActionIcon, Avatar, Button, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import type { TFriend } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { IconMessage, IconTrash, IconUsers } from '../../../components/ui/icons.tsx';
import { useDeleteFriend, useFriends } from '../api/friends.ts';
import classes from './friends.module.css';

/** `/profile/friends`: the list with a Write button per friend; empty: 'Список друзей пуст'. */
export function FriendsList() {
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
        <FriendRow key={record.id} record={record} />
      ))}
    </ul>
  );
}

function FriendRow({ record }: { record: TFriend }) {
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
        {/* Chat arrives with its own issue; the button is there so the row reads as the spec draws it. */}
        <Tooltip label={t('profile.friends.writeSoon')}>
          <Button variant="light" size="xs" leftSection={<IconMessage size={15} />} data-disabled aria-disabled>
            {t('profile.friends.write')}
          </Button>
        </Tooltip>
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
