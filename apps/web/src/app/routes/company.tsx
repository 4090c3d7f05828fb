import { CompanyPage } from '../../features/companies/components/company-page/company-page.tsx';

/**
 * `/company/{id}`: the marketplace seller's page. Its «Товары» block comes
 * from the marketplace feature through `productsSlot` (seller → block).
 */
export function CompanyPageRoute() {
  return <CompanyPage />;
}
