import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormNotice } from '../../../components/ui/form-alert.tsx';
import { IconCheck, IconUserPlus } from '../../../components/ui/icons.tsx';
import { useUser } from '../../../lib/auth.ts';
import { useAddFriend, useFriends } from '../api/friends.ts';
import { addFriendState } from '../lib/add-friend-state.ts';

/** The company card's 'Add to friends' button (spec §2), for the company's representative. */
export function AddFriendButton({ representative }: { representative: number | null }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const visible = addFriendState({ userId: user?.id, representative, friends: [] }) !== 'hidden';
  const friends = useFriends(visible);
  const add = useAddFriend();
  const [justAdded, setJustAdded] = useState(false);
  // An unreadable friends list should not hide the button: the server refuses a duplicate anyway.
  const known = friends.data ?? (friends.isError ? [] : undefined);
  const state = addFriendState({ userId: user?.id, representative, friends: known });

  if (state === 'hidden' || representative === null) return null;

  if (state === 'added') {
    return (
      <Stack gap={6} align="flex-start">
        {justAdded ? <FormNotice py={6}>{t('friend.addedAlert')}</FormNotice> : null}
        <Text size="sm" fw={500} c="green.9" data-testid="friend-added">
          <IconCheck size={15} /> {t('friend.added')}
        </Text>
      </Stack>
    );
  }

  const onAdd = async () => {
    try {
      await add.mutateAsync({ friend: representative });
      setJustAdded(true);
    } catch (error) {
      console.error('Adding a friend failed', error);
    }
  };

  return (
    <Stack gap={6} align="flex-start">
      <Button
        variant="light"
        size="sm"
        leftSection={<IconUserPlus size={16} />}
        onClick={() => void onAdd()}
        loading={add.isPending || state === 'loading'}
      >
        {t('friend.add')}
      </Button>
      {add.isError ? (
        <Text size="sm" c="red.9" role="alert">
          {t('friend.error')}
        </Text>
      ) : null}
    </Stack>
  );
}
