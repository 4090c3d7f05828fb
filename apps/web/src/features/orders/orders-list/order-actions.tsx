import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ORDER_COMMENT_MAX_LENGTH, type TOrder, type TOrderEventBody } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import type { TMessage } from '../../../lib/form-errors.ts';
import { useOrderEvent, usePayOrder } from '../api/orders.ts';
import { actionFailure, cancelBody, orderButtons, type TOrderButton } from './order-labels.ts';
import classes from './orders.module.css';

/** What the card's buttons do: moves go to the server at once, cancel waits for its confirmation. */
export function useOrderActions(order: TOrder) {
  const move = useOrderEvent(order.id);
  const pay = usePayOrder(order.id);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const send = (body: TOrderEventBody, onDone?: () => void) => {
    pay.reset();
    move.mutate(body, { onSuccess: onDone });
  };
  return {
    buttons: orderButtons(order),
    running: (move.isPending ? (move.variables?.event ?? null) : pay.isPending ? 'pay' : null) as TOrderButton | null,
    failure: move.error || pay.error ? actionFailure(move.error ?? pay.error) : null,
    confirmingCancel,
    press: (button: TOrderButton) => {
      if (button === 'pay') {
        move.reset();
        pay.mutate();
      } else if (button === 'cancel') {
        move.reset();
        setConfirmingCancel(true);
      } else send({ event: button });
    },
    confirmCancel: (comment: string) => send(cancelBody(comment), () => setConfirmingCancel(false)),
    closeCancel: () => {
      move.reset();
      setConfirmingCancel(false);
    },
  };
}

interface TOrderActionsViewProps {
  buttons: TOrderButton[];
  running: TOrderButton | null;
  failure: TMessage | null;
  onPress: (button: TOrderButton) => void;
}

/** The buttons the server allows now; the pressed one spins while the others wait. */
export function OrderActionsView({ buttons, running, failure, onPress }: TOrderActionsViewProps) {
  const { t } = useTranslation();
  if (buttons.length === 0 && !failure) return null;
  return (
    <Stack gap="xs">
      {buttons.length > 0 ? (
        <Group gap="xs" className={classes.actions} role="group" aria-label={t('orders.action.label')}>
          {buttons.map((button) => (
            <Button
              key={button}
              size="sm"
              variant={button === 'cancel' ? 'default' : button === 'pay' ? 'filled' : 'light'}
              color={button === 'cancel' ? 'red' : undefined}
              loading={running === button}
              disabled={running !== null && running !== button}
              data-action={button}
              onClick={() => onPress(button)}
            >
              {t(`orders.action.${button}`)}
            </Button>
          ))}
        </Group>
      ) : null}
      <FormAlert message={failure} />
    </Stack>
  );
}

interface TCancelOrderFormProps {
  orderId: number;
  pending: boolean;
  failure: TMessage | null;
  onConfirm: (comment: string) => void;
  onClose: () => void;
}

/** «Отменить заказ?» with an optional comment the other side reads in the order's history. */
export function CancelOrderForm({ orderId, pending, failure, onConfirm, onClose }: TCancelOrderFormProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onConfirm(comment);
  };
  return (
    <form onSubmit={submit} noValidate data-testid="cancel-order-form" data-order={orderId}>
      <Stack gap="md">
        <Text size="sm">{t('orders.cancel.text')}</Text>
        <Textarea
          label={t('orders.cancel.comment')}
          description={t('orders.cancel.commentHint')}
          autosize
          minRows={2}
          maxLength={ORDER_COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
          data-autofocus
        />
        <FormAlert message={failure} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {t('orders.cancel.keep')}
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {t('orders.cancel.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The card's actions with the cancel confirmation; a refusal shows where the user acted. */
export function OrderActions({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const actions = useOrderActions(order);
  return (
    <>
      <OrderActionsView
        buttons={actions.buttons}
        running={actions.running}
        failure={actions.confirmingCancel ? null : actions.failure}
        onPress={actions.press}
      />
      <Modal
        opened={actions.confirmingCancel}
        onClose={actions.closeCancel}
        title={t('orders.cancel.title', { id: order.id })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <CancelOrderForm
          orderId={order.id}
          pending={actions.running === 'cancel'}
          failure={actions.failure}
          onConfirm={actions.confirmCancel}
          onClose={actions.closeCancel}
        />
      </Modal>
    </>
  );
}
