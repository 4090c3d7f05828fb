import type { TSupportConversation } from '@sverka/shared';
import { avatarUrl } from '../profile/index.ts';
import type { TSupportConversationRow } from './support-inbox.repository.ts';

/** A conversation as the back office sees it: the user with their email (admins answer by it too). */
export function presentSupportConversation(row: TSupportConversationRow): TSupportConversation {
  return {
    id: row.id,
    slug: row.slug,
    status: row.support_status,
    user: {
      id: row.user_id,
      full_name: row.user_full_name,
      avatar: avatarUrl(row.user_avatar_key),
      email: row.user_email,
    },
    assignee:
      row.support_assignee_id === null
        ? null
        : {
            id: row.support_assignee_id,
            full_name: row.assignee_full_name ?? '',
            avatar: avatarUrl(row.assignee_avatar_key),
          },
    last_message:
      row.last_body === null || row.last_sender_id === null || row.last_created_at === null
        ? null
        : { body: row.last_body, sended_time: row.last_created_at.toISOString(), user: row.last_sender_id },
    last_seq: row.last_seq,
    unread: row.unread,
    created_at: row.created_at.toISOString(),
  };
}
