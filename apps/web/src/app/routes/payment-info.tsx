import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/ui/page-title.tsx';
import { useRequisites } from '../../features/requisites/api/get-requisites.ts';
import { PaymentInfoView } from '../../features/requisites/components/payment-info-view.tsx';
import { RequisitesBlock } from '../../features/requisites/components/requisites-block.tsx';

/** `/payment-info`: the payment terms with the provider's support email and requisites. */
export function PaymentInfoPage() {
  const { t } = useTranslation();
  const { data } = useRequisites();
  // Until the details arrive (or if they fail, which the requisites block reports) the line waits.
  const contact = data ? (
    <>
      {t('payment-info.refund.contact')} <a href={`mailto:${data.email}`}>{data.email}</a>
    </>
  ) : null;
  return (
    <>
      <PageTitle title={t('payment-info.title')} />
      <PaymentInfoView supportContact={contact} requisites={<RequisitesBlock />} />
    </>
  );
}
