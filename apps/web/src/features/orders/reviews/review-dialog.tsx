import { Button, Group, Modal, Rating, Stack, Text, Textarea } from '@mantine/core';
import { REVIEW_CONTENT_MAX_LENGTH, type TOrderItem } from '@sverka/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import type { TMessage } from '../../../lib/form-errors.ts';
import { useAddReview } from '../api/reviews.ts';
import { actionFailure } from '../orders-list/order-labels.ts';

/** Spec §5: a review needs from one to five stars and some text. */
export const reviewReady = (content: string, stars: number) =>
  content.trim() !== '' && Number.isInteger(stars) && stars >= 1 && stars <= 5;

interface TReviewFormProps {
  pending: boolean;
  failure: TMessage | null;
  onSubmit: (review: { content: string; stars: number }) => void;
  onClose: () => void;
  /** Where the form starts: no stars and no text for a new review. */
  initial?: { content: string; stars: number };
}

/** Stars from 0 (none chosen yet) and the text; sending waits until both are given. */
export function ReviewForm({ pending, failure, onSubmit, onClose, initial }: TReviewFormProps) {
  const { t } = useTranslation();
  const starsLabelId = useId();
  const [stars, setStars] = useState(initial?.stars ?? 0);
  const [content, setContent] = useState(initial?.content ?? '');
  const ready = reviewReady(content, stars);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit({ content: content.trim(), stars });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="review-form">
      <Stack gap="md">
        <div>
          <Text id={starsLabelId} size="sm" fw={500} mb={4}>
            {t('orders.review.stars')}
          </Text>
          <Rating value={stars} onChange={setStars} size="lg" aria-labelledby={starsLabelId} />
          {stars === 0 ? (
            <Text size="xs" c="dimmed" mt={4}>
              {t('orders.review.starsHint')}
            </Text>
          ) : null}
        </div>
        <Textarea
          label={t('orders.review.text')}
          required
          autosize
          minRows={4}
          maxLength={REVIEW_CONTENT_MAX_LENGTH}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
        />
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={pending} disabled={!ready} data-testid="review-submit">
            {t('orders.review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** «Оставить отзыв» on a received item; once sent, the item shows «Отзыв оставлен». */
export function ReviewButton({ orderId, productId, item }: { orderId: number; productId: number; item: TOrderItem }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const review = useAddReview();
  const close = () => setOpened(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => {
          review.reset();
          setOpened(true);
        }}
        data-testid="review-button"
      >
        {t('orders.review.leave')}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('orders.review.title', { name: item.name })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <ReviewForm
          pending={review.isPending}
          failure={review.error ? actionFailure(review.error) : null}
          onClose={close}
          onSubmit={({ content, stars }) =>
            review.mutate({ productId, orderId, order_item: item.id, content, stars }, { onSuccess: close })
          }
        />
      </Modal>
    </>
  );
}
