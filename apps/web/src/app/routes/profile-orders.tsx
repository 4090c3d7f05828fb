import { DealDocuments } from '../../features/documents/components/deal-documents.tsx';
import { OrdersPage } from '../../features/orders/orders-list/orders-page.tsx';
import { MyReviewsPage } from '../../features/orders/reviews/reviews-page.tsx';
import { ProfilePageTitle } from '../../features/profile/components/profile-page-title.tsx';

/**
 * Spec §2 orders: «Покупаю» / «Продаю», the status filter, the cards with their actions and reviews; an
 * order's details carry the documents of the deal.
 */
export function ProfileOrdersPage() {
  return (
    <>
      <ProfilePageTitle titleKey="orders.title" />
      <OrdersPage renderDocuments={(order) => <DealDocuments deal={{ order: order.id }} side={order.role} />} />
    </>
  );
}

/** Spec §2 reviews: the user's reviews with their star summary. */
export function ProfileReviewsPage() {
  return (
    <>
      <ProfilePageTitle titleKey="orders.reviews.title" />
      <MyReviewsPage />
    </>
  );
}
