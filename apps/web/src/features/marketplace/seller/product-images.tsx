import { Button, CloseButton, FileButton, Input, Text } from '@mantine/core';
import type { TProductImage } from '@sverka/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCamera } from '../../../components/ui/icons.tsx';
import { IMAGE_MAX_MEGABYTES, IMAGE_TYPES, imagePickerState } from './product-form-rules.ts';
import classes from './seller.module.css';

export interface TAddedImage {
  key: string;
  file: File;
}

function AddedImagePreview({ file, alt }: { file: File; alt: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url ? <img src={url} alt={alt} /> : null;
}

interface TProductImagesProps {
  /** Pictures the product has on the server and keeps. */
  existing: readonly TProductImage[];
  added: readonly TAddedImage[];
  error?: string;
  onPick: (files: File[]) => void;
  onRemoveExisting: (id: number) => void;
  onRemoveAdded: (key: string) => void;
}

/** The product's pictures with previews; the picker is disabled at 7 pictures and gone at 8 (spec §5). */
export function ProductImages({
  existing,
  added,
  error,
  onPick,
  onRemoveExisting,
  onRemoveAdded,
}: TProductImagesProps) {
  const { t } = useTranslation();
  const count = existing.length + added.length;
  const picker = imagePickerState(count);
  let position = 0;
  const label = () => {
    position += 1;
    return t('seller.form.imageAlt', { number: position });
  };
  return (
    <Input.Wrapper
      label={t('seller.form.images')}
      description={t('seller.form.imagesHint', { megabytes: IMAGE_MAX_MEGABYTES })}
      error={error}
      required
    >
      <div className={classes.imagesBox}>
        {count > 0 ? (
          <ul className={classes.images} data-testid="product-images">
            {existing.map((image) => {
              const alt = label();
              return (
                <li key={`existing-${image.id}`} className={classes.image}>
                  <img src={image.thumbnail} alt={alt} />
                  <CloseButton
                    className={classes.imageRemove}
                    variant="white"
                    aria-label={t('seller.form.removeImage', { name: alt })}
                    onClick={() => onRemoveExisting(image.id)}
                  />
                </li>
              );
            })}
            {added.map((image) => {
              const alt = label();
              return (
                <li key={image.key} className={classes.image}>
                  <AddedImagePreview file={image.file} alt={alt} />
                  <CloseButton
                    className={classes.imageRemove}
                    variant="white"
                    aria-label={t('seller.form.removeImage', { name: alt })}
                    onClick={() => onRemoveAdded(image.key)}
                  />
                </li>
              );
            })}
          </ul>
        ) : null}
        {picker === 'hidden' ? (
          <Text size="sm" c="dimmed">
            {t('seller.form.imagesFull')}
          </Text>
        ) : (
          <FileButton onChange={onPick} accept={IMAGE_TYPES.join(',')} multiple disabled={picker === 'disabled'}>
            {(props) => (
              <Button
                {...props}
                variant="light"
                leftSection={<IconCamera size={16} />}
                disabled={picker === 'disabled'}
                data-testid="product-image-picker"
              >
                {t('seller.form.pickImages')}
              </Button>
            )}
          </FileButton>
        )}
      </div>
    </Input.Wrapper>
  );
}
