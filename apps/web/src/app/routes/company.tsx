import { Stack } from '@mantine/core';
import { CompanyPage } from '../../features/companies/components/company-page/company-page.tsx';
import { AnnouncementFeed } from '../../features/marketplace/announcements/announcement-feed.tsx';
import { SellerProducts } from '../../features/marketplace/seller-products/seller-products.tsx';

/**
 * `/company/{id}`: the marketplace seller's page. Its «Товары» block comes
 * from the marketplace feature through `productsSlot` (seller → block); a
 * seller with nothing published gets none, without asking for its products. The seller's announcements
 * follow, newest first.
 */
export function CompanyPageRoute() {
  return (
    <CompanyPage
      productsSlot={(seller) => (
        <Stack gap="lg">
          {seller.products_count > 0 ? <SellerProducts sellerId={seller.id} /> : null}
          <AnnouncementFeed seller={seller.id} />
        </Stack>
      )}
    />
  );
}
