import { Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useUploadAvatar } from '../api/update-me.ts';
import { cropToPng } from '../lib/crop-image.ts';
import classes from './profile.module.css';

interface TAvatarCropModalProps {
  /** Object URL of the chosen image; null keeps the modal closed. */
  src: string | null;
  onClose: () => void;
}

/** Spec §2, §5: frame a square of the chosen image; it is saved as a 300×300 PNG. */
export function AvatarCropModal({ src, onClose }: TAvatarCropModalProps) {
  const { t } = useTranslation();
  const upload = useUploadAvatar();
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [failed, setFailed] = useState(false);

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(1);
    setArea(null);
    setFailed(false);
    upload.reset();
  };

  const save = async () => {
    if (!src || !area) return;
    setFailed(false);
    try {
      const png = await cropToPng(src, area);
      await upload.mutateAsync(png);
      onClose();
    } catch (error) {
      console.error('Avatar upload failed', error);
      setFailed(true);
    }
  };

  return (
    <Modal
      opened={src !== null}
      onClose={onClose}
      onExitTransitionEnd={reset}
      title={t('profile.avatar.title')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <FormAlert message={failed ? { key: 'profile.avatar.saveError' } : null} />
        <div className={classes.cropArea} data-testid="avatar-crop-area">
          {src ? (
            <Cropper
              image={src}
              crop={crop}
              zoom={zoom}
              aspect={1}
              cropShape="rect"
              showGrid={false}
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onCropComplete={(_percent, pixels) => setArea(pixels)}
            />
          ) : null}
        </div>
        <Text size="xs" c="dimmed">
          {t('profile.avatar.hint')}
        </Text>
        <div>
          <Text size="sm" fw={500} id="avatar-zoom-label">
            {t('profile.avatar.zoom')}
          </Text>
          <Slider
            value={zoom}
            onChange={setZoom}
            min={1}
            max={3}
            step={0.05}
            label={null}
            thumbProps={{ 'aria-labelledby': 'avatar-zoom-label' }}
          />
        </div>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={upload.isPending}>
            {t('common.cancel')}
          </Button>
          <Button onClick={() => void save()} loading={upload.isPending} disabled={!area}>
            {t('profile.avatar.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
