import { Badge, Button, Group, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { CHAT_MESSAGE_MAX_LENGTH, formatDateTime } from '@sverka/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { IconArrowLeft } from '../../../components/ui/icons.tsx';
import { accountErrorMessages, messageText, type TMessage } from '../../../lib/form-errors.ts';
import {
  historyOf,
  type TChatMessage,
  type TSupportAction,
  type TSupportConversation,
  useSupportAction,
  useSupportConversation,
  useSupportMessages,
} from '../api/admin-support.ts';
import classes from './admin-support.module.css';

/** The conversation's messages, oldest first, as text: the user's on one side, the team's on the other. */
export function SupportHistory({ messages, userName }: { messages: readonly TChatMessage[]; userName: string }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLOListElement>(null);
  const newestSeq = messages.at(-1)?.seq;
  // A new message (the team's answer or the user's next question) scrolls into view.
  useEffect(() => {
    if (newestSeq !== undefined && listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight;
  }, [newestSeq]);
  if (messages.length === 0) return <Text c="dimmed">{t('admin.support.noMessages')}</Text>;
  return (
    <ol ref={listRef} className={classes.history} aria-label={t('admin.support.history')}>
      {messages.map((message) => (
        <li
          key={message.id}
          className={classes.message}
          data-from={message.from_support ? 'support' : 'user'}
          data-testid="support-message"
        >
          <span className={classes.messageHead}>
            <span>{message.from_support ? t('admin.support.team') : userName}</span>
            <time dateTime={message.sended_time}>{formatDateTime(message.sended_time)}</time>
          </span>
          <p className={classes.body}>{message.body}</p>
        </li>
      ))}
    </ol>
  );
}

/** Who handles the conversation and what can be done with it: take or release it, close or reopen it. */
export function SupportConversationHeader({
  conversation,
  meId,
  pending,
  onAction,
}: {
  conversation: TSupportConversation;
  meId: number | undefined;
  pending: boolean;
  onAction: (action: TSupportAction) => void;
}) {
  const { t } = useTranslation();
  const mine = conversation.assignee !== null && conversation.assignee.id === meId;
  const closed = conversation.status === 'closed';
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Text fw={700}>{conversation.user.full_name}</Text>
          <Text size="sm" c="dimmed">
            {conversation.user.email}
          </Text>
        </div>
        <Badge
          variant="light"
          color={closed ? 'gray' : conversation.status === 'open' ? 'orange' : 'green'}
          data-testid="support-status"
        >
          {t(`admin.support.status.${conversation.status}`)}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {conversation.assignee
          ? t('admin.support.assignee', { name: conversation.assignee.full_name })
          : t('admin.support.nobody')}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="light"
          disabled={pending}
          onClick={() => onAction({ kind: 'assign', id: conversation.id, take: !mine })}
        >
          {mine ? t('admin.support.release') : t('admin.support.take')}
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={pending}
          onClick={() => onAction({ kind: 'status', id: conversation.id, status: closed ? 'open' : 'closed' })}
        >
          {closed ? t('admin.support.reopen') : t('admin.support.close')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Why an answer was refused: the server's words about the text, or the generic failure. */
function replyFailure(error: unknown): { field: TMessage | null; alert: TMessage } {
  const messages = accountErrorMessages(error, ['message']);
  const field = messages.fields.message?.[0] ?? null;
  const alert = messages.alert && 'text' in messages.alert ? messages.alert : { key: 'admin.support.replyError' };
  return { field, alert };
}

function ReplyBox({ conversationId }: { conversationId: number }) {
  const { t } = useTranslation();
  const action = useSupportAction();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<TMessage | null>(null);

  const send = async () => {
    setAlert(null);
    if (!text.trim()) return setFieldError(t('admin.support.replyRequired'));
    setFieldError(null);
    try {
      await action.mutateAsync({ kind: 'reply', id: conversationId, message: text.trim() });
      setText('');
    } catch (error) {
      console.error('Support answer failed', error);
      const failure = replyFailure(error);
      if (failure.field) setFieldError(messageText(t, failure.field));
      setAlert(failure.alert);
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack gap="xs">
        <FormAlert message={alert} />
        <Textarea
          label={t('admin.support.reply')}
          placeholder={t('admin.support.replyPlaceholder')}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          value={text}
          error={fieldError}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={action.isPending}>
            {t('admin.support.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** One conversation of the inbox: its header and actions, the whole history (read as it loads), the answer box. */
export function SupportConversationView({
  id,
  meId,
  onBack,
}: {
  id: number;
  meId: number | undefined;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const conversation = useSupportConversation(id);
  const messages = useSupportMessages(id);
  const action = useSupportAction();
  const [actionFailed, setActionFailed] = useState(false);

  const run = (change: TSupportAction) => {
    setActionFailed(false);
    action.mutate(change, {
      onError: (error) => {
        console.error('Support conversation change failed', error);
        setActionFailed(true);
      },
    });
  };

  return (
    <section className={classes.conversation}>
      <Button
        className={classes.back}
        variant="subtle"
        size="xs"
        leftSection={<IconArrowLeft size={15} />}
        onClick={onBack}
      >
        {t('admin.support.back')}
      </Button>
      {conversation.isError ? (
        <QueryErrorBlock title={t('admin.support.historyError')} query={conversation} />
      ) : conversation.data ? (
        <SupportConversationHeader
          conversation={conversation.data}
          meId={meId}
          pending={action.isPending}
          onAction={run}
        />
      ) : (
        <Skeleton height={64} />
      )}
      <FormAlert message={actionFailed ? { key: 'admin.support.actionError' } : null} />
      {messages.hasNextPage ? (
        <Button
          variant="subtle"
          size="xs"
          loading={messages.isFetchingNextPage}
          onClick={() => void messages.fetchNextPage()}
        >
          {t('admin.support.older')}
        </Button>
      ) : null}
      {messages.isError ? (
        <QueryErrorBlock title={t('admin.support.historyError')} query={messages} />
      ) : messages.data ? (
        <SupportHistory messages={historyOf(messages.data.pages)} userName={conversation.data?.user.full_name ?? ''} />
      ) : (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={48} />
          <Skeleton height={48} />
        </Stack>
      )}
      <ReplyBox key={id} conversationId={id} />
    </section>
  );
}
