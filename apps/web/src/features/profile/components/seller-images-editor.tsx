import { Button, FileButton, Group, Text } from '@mantine/core';
import { SELLER_IMAGE_FIELDS, SELLER_IMAGE_TYPES, type TSeller, type TSellerImageField } from '@sverka/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { IconCamera, IconTrash } from '../../../components/ui/icons.tsx';
import { accountErrorMessages, type TMessage } from '../../../lib/form-errors.ts';
import { useUpdateSellerImage } from '../api/my-sellers.ts';
import { SELLER_IMAGE_MAX_MEGABYTES, sellerImageProblem, type TSellerImageProblem } from '../lib/seller-image.ts';
import classes from './profile.module.css';

/** The representative's logo and cover of one seller: upload, replace (with a preview first) and remove. */
export function SellerImagesEditor({ seller, userId }: { seller: TSeller; userId: number }) {
  return (
    <div className={classes.sellerImages}>
      {SELLER_IMAGE_FIELDS.map((field) => (
        <SellerImageField key={field} seller={seller} userId={userId} field={field} />
      ))}
    </div>
  );
}

type TNotice = 'profile.sellers.saved' | 'profile.sellers.removed';

function SellerImageField({ seller, userId, field }: { seller: TSeller; userId: number; field: TSellerImageField }) {
  const { t } = useTranslation();
  const update = useUpdateSellerImage(userId);
  const [chosen, setChosen] = useState<{ file: File; preview: string } | null>(null);
  const [problem, setProblem] = useState<TSellerImageProblem | null>(null);
  const [notice, setNotice] = useState<TNotice | null>(null);
  const [failure, setFailure] = useState<TMessage | null>(null);
  const current = seller[field];

  // The preview's object URL lives as long as the choice does.
  useEffect(() => (chosen ? () => URL.revokeObjectURL(chosen.preview) : undefined), [chosen]);

  const pick = (file: File | null) => {
    setNotice(null);
    setFailure(null);
    if (!file) return;
    const found = sellerImageProblem(file);
    setProblem(found);
    if (!found) setChosen({ file, preview: URL.createObjectURL(file) });
  };

  const send = async (file: File | null) => {
    setNotice(null);
    setFailure(null);
    try {
      await update.mutateAsync({ sellerId: seller.id, field, file });
      setChosen(null);
      setNotice(file ? 'profile.sellers.saved' : 'profile.sellers.removed');
    } catch (error) {
      console.error('Seller image update failed', error);
      // The server's reason (not an image, too large) when it gave one, else the form's general failure.
      const messages = accountErrorMessages(error, [field]);
      setFailure(messages.fields[field]?.[0] ?? messages.alert ?? { key: 'profile.sellers.saveError' });
    }
  };

  const shown = chosen?.preview ?? current;
  const label = t(`profile.sellers.${field}`);
  return (
    <section className={classes.sellerImage} aria-label={label} data-testid={`seller-${field}`}>
      <Text fw={600} size="sm">
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`profile.sellers.${field}Hint`, { size: SELLER_IMAGE_MAX_MEGABYTES })}
      </Text>
      {shown ? (
        <img
          src={shown}
          alt={chosen ? t('profile.sellers.preview') : label}
          className={field === 'avatar' ? classes.sellerLogoPreview : classes.sellerCoverPreview}
        />
      ) : (
        <div
          className={field === 'avatar' ? classes.sellerLogoEmpty : classes.sellerCoverEmpty}
          data-testid={`seller-${field}-empty`}
        >
          {t('profile.sellers.none')}
        </div>
      )}
      <FormAlert message={problem ? { key: problem } : failure} />
      {notice ? <FormNotice py={6}>{t(notice)}</FormNotice> : null}
      {chosen ? (
        <Group gap="xs">
          <Button size="xs" loading={update.isPending} onClick={() => void send(chosen.file)}>
            {t('profile.sellers.save')}
          </Button>
          <Button size="xs" variant="default" disabled={update.isPending} onClick={() => setChosen(null)}>
            {t('profile.sellers.cancel')}
          </Button>
        </Group>
      ) : (
        <Group gap="xs">
          <FileButton onChange={pick} accept={SELLER_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button {...props} size="xs" variant="light" leftSection={<IconCamera size={15} />}>
                {current ? t('profile.sellers.replace') : t('profile.sellers.upload')}
              </Button>
            )}
          </FileButton>
          {current ? (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={15} />}
              loading={update.isPending}
              onClick={() => void send(null)}
            >
              {t('profile.sellers.remove')}
            </Button>
          ) : null}
        </Group>
      )}
    </section>
  );
}
