import { Avatar, Button, FileButton, Paper, Text } from '@mantine/core';
import { formatDate, type TUser } from '@sverka/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { IconCamera } from '../../../components/ui/icons.tsx';
import { isImageFile } from '../lib/crop-image.ts';
import { AvatarCropModal } from './avatar-crop-modal.tsx';
import classes from './profile.module.css';

/** Avatar, name and the photo picker that opens the crop modal. */
export function IdentityBlock({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const [src, setSrc] = useState<string | null>(null);
  const [notImage, setNotImage] = useState(false);

  // The object URL lives as long as the crop modal needs it.
  useEffect(() => (src ? () => URL.revokeObjectURL(src) : undefined), [src]);

  const pick = (file: File | null) => {
    if (!file) return;
    if (!isImageFile(file)) {
      setNotImage(true);
      return;
    }
    setNotImage(false);
    setSrc(URL.createObjectURL(file));
  };

  return (
    <Paper withBorder className={classes.block} component="section" aria-label={t('profile.avatar.title')}>
      <div className={classes.identity}>
        <Avatar
          src={user.avatar}
          alt={t('auth.avatarAlt')}
          size={96}
          radius="xl"
          color="brand"
          data-testid="profile-avatar"
        />
        <div className={classes.identityText}>
          <p className={classes.identityName}>{user.full_name}</p>
          <Text size="sm" c="dimmed">
            {user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {t('profile.info.joined', { date: formatDate(user.date_joined) })}
          </Text>
        </div>
        <FileButton onChange={pick} accept="image/*">
          {(props) => (
            <Button {...props} variant="light" size="xs" leftSection={<IconCamera size={15} />} ml="auto">
              {t('profile.avatar.change')}
            </Button>
          )}
        </FileButton>
      </div>
      {notImage ? <FormAlert message={{ key: 'profile.avatar.notImage' }} mt="md" /> : null}
      <AvatarCropModal src={src} onClose={() => setSrc(null)} />
    </Paper>
  );
}
