import type { stateContracts } from '../../../db/schema/procurement.ts';
import { CONTRACT_CAPTURE } from '../../monitoring/index.ts';
import type { TImportRow } from '../import-row.ts';
import { isRejection, type TRejection, type TXmlImporter } from '../importer.ts';
import { child, childrenNamed, type TXmlElement } from '../xml-units.ts';
import {
  firstText,
  optionalAmount,
  optionalDate,
  optionalInn,
  squash,
  textAt,
  writeAndInvalidate,
} from './registers-common.ts';

type TSupplier = { name: string; inn: string | null };
type TObject = { name: string; okpd2: string | null };

type TContract = TImportRow<typeof stateContracts, never, 'price'>;

/** `currentContractStage` codes of the ЕИС contract register, in the words the card shows. */
const STAGES: Record<string, string> = {
  E: 'Исполнение',
  EC: 'Исполнение завершено',
  ET: 'Исполнение прекращено',
  IN: 'Аннулировано',
};

const personName = (element: TXmlElement | undefined) =>
  squash(['lastName', 'firstName', 'middleName'].map((name) => textAt(element, name) ?? '').join(' '));

/**
 * One supplier in either shape: the older flat one (`inn`, `organizationName`)
 * or the newer typed one (`legalEntityRF`, `individualPersonRF`, foreign …).
 */
function readSupplier(supplier: TXmlElement): TSupplier | TRejection | undefined {
  const typed =
    child(supplier, 'legalEntityRF') ??
    child(supplier, 'individualPersonRF') ??
    child(supplier, 'individualPersonRFisCulture') ??
    child(supplier, 'legalEntityForeignState') ??
    child(supplier, 'individualPersonForeignState');
  const holder = typed ?? supplier;
  const name =
    squash(firstText(holder, ['fullName', 'organizationName', 'shortName', 'fullNameLat'])) ?? personName(holder);
  const inn = optionalInn(firstText(holder, ['INN', 'inn']), `поставщика ${name ?? ''}`.trim());
  if (isRejection(inn)) return inn;
  if (!name && !inn) return undefined;
  return { name: name ?? inn ?? '', inn };
}

/**
 * ЕИС 44-ФЗ contract register documents (`export/contract`, open-data-formats.md
 * §5): daily zips of XML files, one contract version each, keyed by the
 * 19-digit `regNum`. Element names are matched locally, so the `ns2:`/`oos:`
 * prefixes of the scheme versions don't matter; older lower-case `inn` and
 * newer `INN` are both read.
 */
export const contracts44Importer: TXmlImporter<TContract> = {
  source: 'contracts44',
  description: 'ЕИС: контракты по 44-ФЗ (XML export/contract), XML или zip',
  format: 'xml',
  unit: 'contract',
  accepts: (name) => name.toLowerCase().endsWith('.xml'),
  parse(unit) {
    const contract = unit.element;
    const registerNumber = textAt(contract, 'regNum');
    if (!registerNumber) return { reject: 'Нет реестрового номера контракта (regNum)' };
    if (!/^\d{19}$/.test(registerNumber)) return { reject: `Неверный реестровый номер контракта: ${registerNumber}` };
    const customer = child(contract, 'customer');
    const customerInn = optionalInn(firstText(customer, ['inn', 'INN']), 'заказчика');
    if (isRejection(customerInn)) return customerInn;
    const signedOn = optionalDate(textAt(contract, 'signDate'), 'дата заключения');
    if (isRejection(signedOn)) return signedOn;
    const price = optionalAmount(firstText(contract, ['priceInfo/price', 'price']), 'цена контракта');
    if (isRejection(price)) return price;
    const publishedOn = optionalDate(textAt(contract, 'publishDate'), 'дата публикации');
    if (isRejection(publishedOn)) return publishedOn;

    const suppliers: TSupplier[] = [];
    for (const element of childrenNamed(child(contract, 'suppliers'), 'supplier')) {
      const supplier = readSupplier(element);
      if (isRejection(supplier)) return supplier;
      if (supplier) suppliers.push(supplier);
    }
    if (!suppliers.length) return { reject: 'В контракте нет поставщика (suppliers/supplier)' };

    const objects: TObject[] = childrenNamed(child(contract, 'products'), 'product').flatMap((product) => {
      const okpd2 = firstText(product, ['OKPD2/code', 'KTRU/OKPD2/code', 'OKPD/code', 'KTRU/code']) ?? null;
      const name = squash(firstText(product, ['name', 'OKPD2/name', 'KTRU/name', 'OKPD/name'])) ?? okpd2;
      return name ? [{ name, okpd2 }] : [];
    });
    const stage = textAt(contract, 'currentContractStage');
    return {
      register_number: registerNumber,
      law: '44',
      signed_on: signedOn,
      price,
      currency: (firstText(contract, ['priceInfo/currency/code', 'currency/code']) ?? 'RUB').slice(0, 3),
      customer_inn: customerInn,
      customer_name: squash(firstText(customer, ['fullName', 'shortName'])) ?? null,
      suppliers,
      supplier_inns: [...new Set(suppliers.flatMap((s) => (s.inn ? [s.inn] : [])))],
      objects,
      status: stage ? (STAGES[stage] ?? stage) : null,
      source: 'eis-contracts44',
      as_of: publishedOn,
    };
  },
  // A later version of a contract in the same batch supersedes the earlier one. JSON goes as text:
  // postgres.js has no jsonb serializer for arrays, and the server parses the text as jsonb.
  write: (tx, records, run) =>
    writeAndInvalidate(
      tx,
      'state_contracts',
      records,
      ['register_number'],
      (r) => r.supplier_inns,
      (r) => ({ ...r, suppliers: JSON.stringify(r.suppliers), objects: JSON.stringify(r.objects) }),
      { capture: CONTRACT_CAPTURE, run },
    ),
};
