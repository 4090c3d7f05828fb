import { MessagesLink } from '../../features/chat/components/messages-link.tsx';
import { BasketLink } from '../../features/orders/basket/basket-link.tsx';

/** The header's links that only an account has: its messages (with the chat's live socket) and its basket. */
export function SignedInLinks() {
  return (
    <>
      <MessagesLink />
      <BasketLink />
    </>
  );
}
