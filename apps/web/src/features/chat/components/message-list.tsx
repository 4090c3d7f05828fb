import { Button, Loader, Text } from '@mantine/core';
import { formatChatDate, formatTime, type TChatMessage } from '@sverka/shared';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOutboxItem } from '../lib/outbox.ts';
import { groupByDay } from '../lib/room-display.ts';
import classes from './chat.module.css';

/** Scrolled this close to the top, the history asks for the page before. */
const LOAD_OLDER_AT_PX = 48;

export interface TMessageListProps {
  messages: readonly TChatMessage[];
  outbox: readonly TOutboxItem[];
  me: number;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientMsgId: string) => void;
  onDiscard: (clientMsgId: string) => void;
}

/**
 * The history with a date line for each day (spec §9: the month's name, the day and the year), then the
 * messages still on their way. Text is text: a message is never read as markup.
 */
export function MessageList(props: TMessageListProps) {
  const { messages, outbox, me, hasMore, loadingOlder, onLoadOlder } = props;
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  useScrollToNewest(scroller, messages, outbox.length);

  const onScroll = () => {
    const element = scroller.current;
    if (element && hasMore && !loadingOlder && element.scrollTop < LOAD_OLDER_AT_PX) onLoadOlder();
  };

  const nothing = messages.length === 0 && outbox.length === 0;
  return (
    <div
      ref={scroller}
      className={classes.history}
      onScroll={onScroll}
      role="log"
      aria-label={t('chat.historyLabel')}
      data-testid="chat-history"
    >
      {hasMore ? (
        <div className={classes.earlier}>
          <Button variant="subtle" size="xs" onClick={onLoadOlder} loading={loadingOlder}>
            {t('chat.showEarlier')}
          </Button>
        </div>
      ) : null}
      {nothing ? (
        <div className={classes.empty} role="status">
          <Text fw={600}>{t('chat.empty')}</Text>
          <Text size="sm" c="dimmed">
            {t('chat.emptyHint')}
          </Text>
        </div>
      ) : null}
      {groupByDay(messages).map((group) => (
        <section key={group.day} aria-label={formatChatDate(group.messages[0]?.sended_time, i18n.language)}>
          <div className={classes.dayLine}>
            <span>{formatChatDate(group.messages[0]?.sended_time, i18n.language)}</span>
          </div>
          <ol className={classes.messages}>
            {group.messages.map((message) => (
              <MessageBubble key={message.id} message={message} own={message.user === me && !message.from_support} />
            ))}
          </ol>
        </section>
      ))}
      {outbox.length > 0 ? (
        <ol className={classes.messages} aria-label={t('chat.outbox.sending')}>
          {outbox.map((item) => (
            <PendingBubble key={item.client_msg_id} item={item} onRetry={props.onRetry} onDiscard={props.onDiscard} />
          ))}
        </ol>
      ) : null}
    </div>
  );
}

function MessageBubble({ message, own }: { message: TChatMessage; own: boolean }) {
  const { t } = useTranslation();
  return (
    <li className={classes.message} data-own={own || undefined} data-testid="chat-message" data-seq={message.seq}>
      {message.from_support ? <div className={classes.sender}>{t('chat.supportName')}</div> : null}
      <p className={classes.body}>{message.body}</p>
      <div className={classes.meta}>
        <time dateTime={message.sended_time}>{formatTime(message.sended_time)}</time>
      </div>
    </li>
  );
}

function PendingBubble({
  item,
  onRetry,
  onDiscard,
}: {
  item: TOutboxItem;
  onRetry: (clientMsgId: string) => void;
  onDiscard: (clientMsgId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className={classes.message} data-own data-status={item.status} data-testid="chat-pending-message">
      <p className={classes.body}>{item.body}</p>
      <div className={classes.meta}>
        {item.status === 'sending' ? (
          <span>
            <Loader size={10} mr={4} />
            {t('chat.outbox.sending')}
          </span>
        ) : (
          <>
            <Text span size="xs" c="red.9" role="alert">
              {item.detail ?? t('chat.outbox.failed')}
            </Text>
            <Button variant="subtle" size="compact-xs" onClick={() => onRetry(item.client_msg_id)}>
              {t('chat.outbox.retry')}
            </Button>
            <Button variant="subtle" color="red" size="compact-xs" onClick={() => onDiscard(item.client_msg_id)}>
              {t('chat.outbox.discard')}
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/**
 * Keeps the newest message in view: the first page and every message added at the end scroll to the
 * bottom; a page of older messages added at the top keeps what the reader was looking at where it was.
 */
function useScrollToNewest(
  scroller: React.RefObject<HTMLDivElement | null>,
  messages: readonly TChatMessage[],
  pending: number,
) {
  const seen = useRef<{ first: number; last: number; pending: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const first = messages[0]?.seq ?? 0;
    const last = messages.at(-1)?.seq ?? 0;
    const before = seen.current;
    if (before && first < before.first && last === before.last) {
      element.scrollTop += element.scrollHeight - before.height;
    } else if (!before || last !== before.last || pending > before.pending) {
      element.scrollTop = element.scrollHeight;
    }
    seen.current = { first, last, pending, height: element.scrollHeight };
  }, [scroller, messages, pending]);
}
