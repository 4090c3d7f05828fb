import { Box } from '@mantine/core';
import { Navigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { SubscriptionPanel } from '../../features/billing/components/subscription-panel.tsx';
import { SubscriptionSummary } from '../../features/billing/components/subscription-summary.tsx';
import { UnreadMessagesBadge } from '../../features/chat/components/messages-link.tsx';
import { WriteToFriendButton } from '../../features/chat/components/write-buttons.tsx';
import { AddCompanyForm } from '../../features/company-binding/components/add-company-form.tsx';
import { FriendsList } from '../../features/friends/components/friends-list.tsx';
import { BulkUploadPanel } from '../../features/marketplace/bulk-upload/components/bulk-upload-panel.tsx';
import { FavoritesList } from '../../features/marketplace/favorites/favorites-list.tsx';
import { BasketPanel } from '../../features/orders/basket/basket-page.tsx';
import { ProfileInfo as ProfileInfoBlocks } from '../../features/profile/components/profile-info.tsx';
import { ProfileLayout } from '../../features/profile/components/profile-layout.tsx';
import { ProfilePageTitle } from '../../features/profile/components/profile-page-title.tsx';
import { ADD_COMPANY_SEARCH_DEBOUNCE_MS } from '../../features/search/api/search-companies.ts';
import { CompanySearch } from '../../features/search/components/company-search/company-search.tsx';
import { SupportPanel } from '../../features/support/components/support-panel.tsx';
import { useIsSignedIn } from '../../lib/auth.ts';

/** Spec §2: `/profile` is for signed-in users only; everyone else goes to `/`. */
export function ProfileRoute() {
  const signedIn = useIsSignedIn();
  if (!signedIn) return <Navigate to={paths.home.getHref()} replace />;
  return <ProfileLayout navBadges={{ messages: <UnreadMessagesBadge /> }} />;
}

/** The friends list with the chat's «Написать» on every row. */
export function ProfileFriendsPage() {
  return (
    <>
      <ProfilePageTitle titleKey="profile.friends.title" />
      <FriendsList writeSlot={(friend) => <WriteToFriendButton userId={friend.id} name={friend.full_name} />} />
    </>
  );
}

export function ProfileSupportPage() {
  return (
    <>
      <ProfilePageTitle titleKey="profile.support.title" />
      <SupportPanel />
    </>
  );
}

/** Spec §2 "Favorites": the liked products with their hearts to unlike them; «Список избранных пуст». */
export function ProfileFavoritesPage() {
  return (
    <>
      <ProfilePageTitle titleKey="marketplace.favorites.title" />
      <FavoritesList />
    </>
  );
}

/** Spec §2 "Basket": the items by seller, quantities, the address form that leads to the payment. */
export function ProfileBasketPage() {
  return (
    <>
      <ProfilePageTitle titleKey="basket.title" />
      <BasketPanel />
    </>
  );
}

/** Spec §2 "Subscription": the plan and its expiry date, from the billing feature. */
export function ProfileSubscriptionPage() {
  return (
    <>
      <ProfilePageTitle titleKey="billing.subscription.title" />
      <SubscriptionPanel />
    </>
  );
}

/** Bulk upload of goods from a YML feed, XLSX or CSV (a paid feature: without it, what it is and the plans). */
export function ProfileProductsUploadPage() {
  return (
    <>
      <ProfilePageTitle titleKey="product-upload.title" />
      <BulkUploadPanel />
    </>
  );
}

/** The add-company form composed with the companies feature's search in picker mode. */
export function ProfileAddCompanyPage() {
  return (
    <>
      <ProfilePageTitle titleKey="profile.addCompany.title" />
      <AddCompanyForm
        renderSearch={(onSelect) => (
          <CompanySearch
            variant="compact"
            debounceMs={ADD_COMPANY_SEARCH_DEBOUNCE_MS}
            onSelect={(hit) => onSelect({ inn: hit.inn, name: hit.name || hit.name_full })}
          />
        )}
      />
    </>
  );
}

/** `/profile/info` with the plan's one-line summary under it, the way to `/profile/subscription`. */
export function ProfileInfo() {
  return (
    <>
      <ProfileInfoBlocks />
      <Box mt="md">
        <SubscriptionSummary />
      </Box>
    </>
  );
}
