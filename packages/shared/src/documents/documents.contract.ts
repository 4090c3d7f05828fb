import { z } from 'zod';
import { zPage } from '../companies/common.contract.ts';
import { ZLocked } from '../entitlements/entitlements.contract.ts';

/**
 * Document flow between the two parties of a deal (an order today, a won tender later): a contract, an
 * invoice, an act or a УПД generated as PDF from the deal, or a file either party uploads. The receiving
 * party opens it (viewed) and signs or rejects it with a reason.
 */

/** Kinds generated from the deal, and `upload` for a file a party brings. */
export const DOCUMENT_KINDS = ['contract', 'invoice', 'act', 'upd', 'upload'] as const;
export type TDocumentKind = (typeof DOCUMENT_KINDS)[number];
export const GENERATED_DOCUMENT_KINDS = ['contract', 'invoice', 'act', 'upd'] as const;
export type TGeneratedDocumentKind = (typeof GENERATED_DOCUMENT_KINDS)[number];
/** Issued by the seller only: the seller bills, the seller reports the goods handed over. */
export const SELLER_ONLY_KINDS: readonly TDocumentKind[] = ['invoice', 'act', 'upd'];

export const DOCUMENT_STATUSES = ['sent', 'viewed', 'signed', 'rejected'] as const;
export type TDocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_EVENTS = ['sent', 'viewed', 'signed', 'rejected'] as const;

export const DOCUMENTS_PAGE_SIZE = 20;
export const DOCUMENT_REASON_MAX_LENGTH = 1000;
export const DOCUMENT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
/** What an upload may be: PDF, Word, Excel and pictures, told by their first bytes, not by the name. */
export const DOCUMENT_UPLOAD_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  png: 'image/png',
  jpg: 'image/jpeg',
} as const;
export type TDocumentFileType = keyof typeof DOCUMENT_UPLOAD_TYPES;

export const DOCUMENT_KIND_LABELS = {
  contract: 'Договор поставки',
  invoice: 'Счёт на оплату',
  act: 'Акт',
  upd: 'УПД',
  upload: 'Файл',
} as const satisfies Record<TDocumentKind, string>;

export const DOCUMENT_STATUS_LABELS = {
  sent: 'Отправлен',
  viewed: 'Просмотрен',
  signed: 'Подписан',
  rejected: 'Отклонён',
} as const satisfies Record<TDocumentStatus, string>;

/** Said in the interface and in every stamp: a confirmation inside the service is not an electronic signature. */
export const DOCUMENT_SIGNATURE_NOTICE = 'Это подтверждение в сервисе, а не квалифицированная электронная подпись';

export const DOCUMENT_MESSAGES = {
  notFound: 'Документ не найден',
  orderNotFound: 'Заказ не найден',
  orderCancelled: 'По отменённому заказу документы не оформляются',
  sellerOnly: 'Счёт, акт и УПД выставляет продавец',
  alreadySigned: 'Документ уже подписан',
  alreadyRejected: 'Документ уже отклонён',
  notReceiver: 'Подписать или отклонить документ может только получатель',
  reasonRequired: 'Укажите причину отказа',
  reasonTooLong: `Причина — не длиннее ${DOCUMENT_REASON_MAX_LENGTH} символов`,
  kindRequired: 'Выберите вид документа',
  orderRequired: 'Укажите заказ',
  tenderRequired: 'Укажите тендер',
  dealRequired: 'Укажите заказ или тендер',
  dealBoth: 'Укажите либо заказ, либо тендер',
  tenderNotFound: 'Тендер не найден',
  tenderNoWinner: 'Документы по тендеру оформляются после выбора победителя',
  fileRequired: 'Приложите файл',
  fileType: 'Загрузите PDF, DOCX, XLSX, PNG или JPEG',
  fileTooLarge: `Файл — не больше ${DOCUMENT_UPLOAD_MAX_BYTES / 1024 / 1024} МБ`,
  uploadKind: 'Файл загружается с видом «upload»',
} as const;

const ZId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const ZDocumentParams = z.object({ id: ZId });

const ZDealId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(Number.MAX_SAFE_INTEGER, message);

/**
 * `POST /api/v1/documents/`: JSON `{order, kind}` or `{tender, kind}` (exactly one deal) generates a PDF from
 * the deal; multipart with `file` (and `order` or `tender`, `kind=upload`, optional `title`) sends an upload.
 */
export const ZDocumentCreateBody = z
  .object({
    order: ZDealId(DOCUMENT_MESSAGES.orderRequired).optional().describe('Заказ; либо order, либо tender'),
    tender: ZDealId(DOCUMENT_MESSAGES.tenderRequired).optional().describe('Тендер с выбранным победителем'),
    kind: z.enum(DOCUMENT_KINDS, { error: DOCUMENT_MESSAGES.kindRequired }),
    title: z.string().trim().max(200).optional().describe('Название загруженного файла; по умолчанию — имя файла'),
    file: z.string().max(300).optional().describe('Файл при kind=upload (multipart/form-data)'),
  })
  .superRefine((body, context) => {
    const given = Number(body.order !== undefined) + Number(body.tender !== undefined);
    if (given !== 1) {
      context.addIssue({
        code: 'custom',
        path: ['order'],
        message: given === 0 ? DOCUMENT_MESSAGES.dealRequired : DOCUMENT_MESSAGES.dealBoth,
      });
    }
  })
  .meta({ id: 'DocumentCreateBody', description: 'Ровно одно из order и tender' });
export type TDocumentCreateBody = z.input<typeof ZDocumentCreateBody>;

export const ZDocumentRejectBody = z
  .object({
    reason: z
      .string({ error: DOCUMENT_MESSAGES.reasonRequired })
      .trim()
      .min(1, DOCUMENT_MESSAGES.reasonRequired)
      .max(DOCUMENT_REASON_MAX_LENGTH, DOCUMENT_MESSAGES.reasonTooLong),
  })
  .meta({ id: 'DocumentRejectBody' });
export type TDocumentRejectBody = z.input<typeof ZDocumentRejectBody>;

export const ZDocumentsQuery = z.object({
  status: z.enum(DOCUMENT_STATUSES).optional(),
  kind: z.enum(DOCUMENT_KINDS).optional(),
  direction: z.enum(['in', 'out']).optional().describe('in — полученные, out — отправленные'),
  counterparty: z.string().trim().max(200).optional().describe('Часть названия или ИНН другой стороны'),
  order: ZId.optional().describe('Документы одного заказа'),
  tender: ZId.optional().describe('Документы одного тендера'),
  from: z.iso.date().optional().describe('Создан не раньше этого дня (YYYY-MM-DD, по Москве)'),
  to: z.iso.date().optional().describe('Создан не позже этого дня (YYYY-MM-DD, по Москве)'),
  page: ZId.default(1),
});
export type TDocumentsQuery = z.input<typeof ZDocumentsQuery>;

export const ZDocumentParty = z
  .object({ name: z.string(), inn: z.string().nullable() })
  .meta({ id: 'DocumentParty', description: 'Сторона сделки: название и ИНН' });

export const ZDocumentEvent = z
  .object({
    event: z.enum(DOCUMENT_EVENTS),
    by: z.string().describe('ФИО'),
    organization: z.string(),
    comment: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'DocumentEvent' });
export type TDocumentEvent = z.infer<typeof ZDocumentEvent>;

export const ZDocument = z
  .object({
    id: z.number().int().describe('Номер документа'),
    kind: z.enum(DOCUMENT_KINDS),
    title: z.string(),
    order: z.number().int().nullable(),
    tender: z.number().int().nullable(),
    status: z.enum(DOCUMENT_STATUSES),
    direction: z.enum(['in', 'out']).describe('in — документ прислали спрашивающему, out — он отправил'),
    sender: ZDocumentParty,
    receiver: ZDocumentParty,
    total: z.number().nullable().describe('Сумма документа, ₽ (для сгенерированных)'),
    file_name: z.string(),
    file_type: z.string().describe('MIME-тип файла'),
    reject_reason: z.string().nullable(),
    can_sign: z.boolean().describe('Спрашивающий — получатель, документ ещё не подписан и не отклонён'),
    created_at: z.string(),
    events: z.array(ZDocumentEvent).describe('Журнал: отправлен, просмотрен, подписан или отклонён'),
  })
  .meta({ id: 'Document' });
export type TDocument = z.infer<typeof ZDocument>;

export const ZDocumentsPage = zPage(ZDocument)
  .extend({
    locked: ZLocked.nullable().describe('null — спрашивающий может отправлять документы; иначе — какой тариф нужен'),
  })
  .meta({ id: 'DocumentsPage' });
export type TDocumentsPage = z.infer<typeof ZDocumentsPage>;
