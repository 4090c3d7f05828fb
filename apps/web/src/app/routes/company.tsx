import { CompanyPage } from '../../features/companies/components/company-page/company-page.tsx';
import { SellerProducts } from '../../features/marketplace/seller-products/seller-products.tsx';

/**
 * `/company/{id}`: the marketplace seller's page. Its «Товары» block comes
 * from the marketplace feature through `productsSlot` (seller → block); a
 * seller with nothing published gets none, without asking for its products.
 */
export function CompanyPageRoute() {
  return (
    <CompanyPage
      productsSlot={(seller) => (seller.products_count > 0 ? <SellerProducts sellerId={seller.id} /> : null)}
    />
  );
}
