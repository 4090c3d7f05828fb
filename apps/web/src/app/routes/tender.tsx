import { DealDocuments } from '../../features/documents/components/deal-documents.tsx';
import { TenderPage } from '../../features/tenders/components/tender-page.tsx';

/** `/tenders/{id}`: once the tender is won, its customer and winner exchange the deal's documents on it. */
export function TenderWithDocumentsPage() {
  return <TenderPage renderDocuments={(tender, side) => <DealDocuments deal={{ tender: tender.id }} side={side} />} />;
}
