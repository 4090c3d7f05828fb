import { Button, Group, Stack, Textarea } from '@mantine/core';
import { REVIEW_CONTENT_MAX_LENGTH } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useAddReply } from '../api/reviews.ts';
import { actionFailure } from '../orders-list/order-labels.ts';

/**
 * Under a review of the seller's own product: «Ответить» opens a short form; the answer is public and one per
 * review (the server refuses a second). `onReplied` refreshes the page, which then shows the answer in place.
 */
export function SellerReply({
  productId,
  reviewId,
  onReplied,
}: {
  productId: number;
  reviewId: number;
  onReplied: () => Promise<unknown> | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const reply = useAddReply(onReplied);
  if (!open) {
    return (
      <Button variant="subtle" size="compact-sm" onClick={() => setOpen(true)} data-testid="seller-reply-open">
        {t('orders.reply.open')}
      </Button>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (content.trim() !== '') reply.mutate({ productId, parent: reviewId, content });
  };
  return (
    <form onSubmit={submit} noValidate data-testid="seller-reply-form">
      <Stack gap="xs">
        <Textarea
          label={t('orders.reply.label')}
          value={content}
          onChange={(event) => setContent(event.currentTarget.value)}
          maxLength={REVIEW_CONTENT_MAX_LENGTH}
          autosize
          minRows={2}
          required
        />
        {reply.isError ? <FormAlert message={actionFailure(reply.error)} /> : null}
        <Group gap="xs">
          <Button type="submit" size="xs" loading={reply.isPending} disabled={content.trim() === ''}>
            {t('orders.reply.submit')}
          </Button>
          <Button variant="default" size="xs" onClick={() => setOpen(false)} disabled={reply.isPending}>
            {t('orders.reply.cancel')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
