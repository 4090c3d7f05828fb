import { makeAdmin, registerAccount } from './auth-helpers.ts';
import { buyPlanThroughApi } from './billing-helpers.ts';
import { makeApprovedSeller, type TOrdersSeller } from './orders-helpers.ts';

/**
 * A customer and two suppliers, each the approved representative of a demo company of its own, accounts named
 * after `label`; the customer on «Масштабирование», which lets it publish tenders.
 */
export async function tenderParties(
  baseUrl: string,
  dataDir: string,
  label: string,
): Promise<{ buyer: TOrdersSeller; first: TOrdersSeller; second: TOrdersSeller }> {
  const admin = await registerAccount(baseUrl, `${label}-admin`, 'Олег Модераторов');
  await makeAdmin(dataDir, admin);
  const buyer = await makeApprovedSeller(
    baseUrl,
    await registerAccount(baseUrl, `${label}-buyer`, 'Инна Закупова'),
    admin,
  );
  const first = await makeApprovedSeller(
    baseUrl,
    await registerAccount(baseUrl, `${label}-sup-a`, 'Артём Поставкин'),
    admin,
    new Set([buyer.inn]),
  );
  const second = await makeApprovedSeller(
    baseUrl,
    await registerAccount(baseUrl, `${label}-sup-b`, 'Борис Оптов'),
    admin,
    new Set([buyer.inn, first.inn]),
  );
  await buyPlanThroughApi(baseUrl, buyer.account, 'scale');
  return { buyer, first, second };
}
