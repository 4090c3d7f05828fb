import { Button, FileButton, Group, Input, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './admin-news.module.css';

interface TImagePickerProps {
  /** The picture the post has now (its URL), unless removed. */
  current: string | null;
  picked: File | null;
  error?: string;
  onPick: (file: File | null) => void;
  onRemove: () => void;
}

/** Picks, shows and removes the post's picture; the file itself is checked by the form. */
export function ImagePicker({ current, picked, error, onPick, onRemove }: TImagePickerProps) {
  const { t } = useTranslation();
  const [pickedUrl, setPickedUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!picked) return setPickedUrl(null);
    const url = URL.createObjectURL(picked);
    setPickedUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [picked]);

  const shown = pickedUrl ?? current;
  return (
    <Input.Wrapper label={t('admin.news.form.image')} description={t('admin.news.form.imageHint')} error={error}>
      <div className={classes.image}>
        {shown ? <img src={shown} alt={t('admin.news.form.imagePreview')} className={classes.imagePreview} /> : null}
        <Group gap="xs">
          <FileButton onChange={onPick} accept="image/*">
            {(props) => (
              <Button variant="light" size="sm" {...props}>
                {shown ? t('admin.news.form.replaceImage') : t('admin.news.form.pickImage')}
              </Button>
            )}
          </FileButton>
          {shown ? (
            <Button variant="subtle" color="red" size="sm" onClick={onRemove}>
              {t('admin.news.form.removeImage')}
            </Button>
          ) : null}
        </Group>
        {picked ? (
          <Text size="xs" c="dimmed" w="100%">
            {picked.name}
          </Text>
        ) : null}
      </div>
    </Input.Wrapper>
  );
}
