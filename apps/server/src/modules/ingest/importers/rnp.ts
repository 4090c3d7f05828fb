import type { unfairSuppliers } from '../../../db/schema/procurement.ts';
import { UNFAIR_SUPPLIER_CAPTURE } from '../../monitoring/index.ts';
import type { TImportRow } from '../import-row.ts';
import { isRejection, type TXmlImporter } from '../importer.ts';
import { child } from '../xml-units.ts';
import {
  firstText,
  optionalAmount,
  optionalDate,
  optionalInn,
  squash,
  textAt,
  writeAndInvalidate,
} from './registers-common.ts';

type TUnfairSupplier = TImportRow<typeof unfairSuppliers, never, 'contract_price'>;

/** `createReason` codes seen in the register, in words; unknown codes are kept as they are. */
const REASONS: Record<string, string> = {
  CANCEL_CONTRACT: 'Расторжение контракта',
  EVASION: 'Уклонение от заключения контракта',
};

/**
 * РНП in ЕИС (`export/unfairSupplier`, open-data-formats.md §6): daily zips
 * of XML documents, one register entry each, keyed by `registryNum`. The
 * document element and the supplier inside it share the local name
 * `unfairSupplier`; the outer one is the unit (the reader takes the
 * outermost match), the inner one is read as its child.
 */
export const rnpImporter: TXmlImporter<TUnfairSupplier> = {
  source: 'rnp',
  description: 'ЕИС/ФАС: реестр недобросовестных поставщиков (XML export/unfairSupplier), XML или zip',
  format: 'xml',
  unit: 'unfairSupplier',
  accepts: (name) => name.toLowerCase().endsWith('.xml'),
  parse(unit) {
    const entry = unit.element;
    const registryNumber = textAt(entry, 'registryNum');
    if (!registryNumber) return { reject: 'Нет номера реестровой записи (registryNum)' };
    const supplier = child(entry, 'unfairSupplier');
    const supplierName = squash(firstText(supplier, ['fullName', 'shortName', 'firmName']));
    if (!supplierName) return { reject: 'Нет наименования поставщика (unfairSupplier/fullName)' };
    const supplierInn = optionalInn(firstText(supplier, ['inn', 'INN']), 'поставщика');
    if (isRejection(supplierInn)) return supplierInn;
    const customer = child(entry, 'customer');
    const customerInn = optionalInn(firstText(customer, ['INN', 'inn']), 'заказчика');
    if (isRejection(customerInn)) return customerInn;
    const publishedOn = optionalDate(textAt(entry, 'publishDate'), 'дата публикации');
    if (isRejection(publishedOn)) return publishedOn;
    const approvedOn = optionalDate(textAt(entry, 'approveDate'), 'дата включения');
    if (isRejection(approvedOn)) return approvedOn;
    // The newer scheme names the automatic exclusion date; older entries have none.
    const excludedOn = optionalDate(firstText(entry, ['exclusionDate', 'excludeDate']), 'дата исключения');
    if (isRejection(excludedOn)) return excludedOn;
    const price = optionalAmount(textAt(entry, 'contract/price'), 'цена контракта');
    if (isRejection(price)) return price;
    const createReason = textAt(entry, 'createReason');
    const reason =
      squash(firstText(entry, ['contract/cancel/base/name', 'approveReason'])) ??
      (createReason ? (REASONS[createReason] ?? createReason) : null);
    return {
      registry_number: registryNumber,
      supplier_inn: supplierInn,
      supplier_name: supplierName,
      published_on: publishedOn,
      approved_on: approvedOn,
      excluded_on: excludedOn,
      customer_inn: customerInn,
      customer_name: squash(firstText(customer, ['fullName', 'shortName'])) ?? null,
      purchase_number: textAt(entry, 'purchase/purchaseNumber') ?? null,
      contract_price: price,
      reason,
      source: 'eis-rnp',
      as_of: publishedOn,
    };
  },
  write: (tx, records, run) =>
    writeAndInvalidate(tx, 'unfair_suppliers', records, ['registry_number'], (r) => [r.supplier_inn], undefined, {
      capture: UNFAIR_SUPPLIER_CAPTURE,
      run,
    }),
};
