import { Badge, Text } from '@mantine/core';
import { formatDateTime } from '@sverka/shared';
import { useTranslation } from 'react-i18next';
import type { TSupportConversation } from '../api/admin-support.ts';
import classes from './admin-support.module.css';

export interface TSupportConversationListProps {
  conversations: readonly TSupportConversation[];
  selectedId: number | null;
  /** What an empty list says (the tab's own words). */
  emptyText: string;
  onSelect: (conversation: TSupportConversation) => void;
}

/** The inbox's conversations: who wrote (name and email), the newest message, when, and how many the team has not read. */
export function SupportConversationList({
  conversations,
  selectedId,
  emptyText,
  onSelect,
}: TSupportConversationListProps) {
  const { t } = useTranslation();
  if (conversations.length === 0)
    return (
      <Text c="dimmed" data-testid="support-inbox-empty">
        {emptyText}
      </Text>
    );
  return (
    <ul className={classes.list} data-testid="support-inbox">
      {conversations.map((conversation) => (
        <li key={conversation.id}>
          <button
            type="button"
            className={classes.item}
            aria-current={conversation.id === selectedId}
            onClick={() => onSelect(conversation)}
          >
            <span className={classes.itemHead}>
              <span className={classes.name}>{conversation.user.full_name}</span>
              {conversation.unread > 0 ? (
                <Badge
                  size="sm"
                  circle
                  aria-label={t('admin.support.unreadLabel', { count: conversation.unread })}
                  data-testid="support-unread"
                >
                  {conversation.unread}
                </Badge>
              ) : null}
            </span>
            <span className={classes.email}>{conversation.user.email}</span>
            {conversation.last_message ? (
              <>
                <span className={classes.preview}>{conversation.last_message.body}</span>
                <span className={classes.time}>{formatDateTime(conversation.last_message.sended_time)}</span>
              </>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}
