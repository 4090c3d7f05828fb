import { Stack } from '@mantine/core';
import { SellerProducts } from '../seller-products/seller-products.tsx';
import { AnnouncementFeed } from './announcement-feed.tsx';

/**
 * What the counterparty card shows of a company that sells: its goods and, when it has posted any, its
 * latest announcements (the card gives the slot the seller's id).
 */
export function SellerProductsAndAnnouncements({ sellerId }: { sellerId: number }) {
  return (
    <Stack gap="lg">
      <SellerProducts sellerId={sellerId} />
      <AnnouncementFeed seller={sellerId} hideWhenEmpty />
    </Stack>
  );
}
