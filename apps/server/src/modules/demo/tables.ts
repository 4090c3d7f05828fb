import { copyLine, type TCopyValue } from './copy.ts';

/**
 * Every table the demo loader writes, with the columns it fills in COPY
 * order. Columns left out take their defaults (serial ids where nothing
 * refers to them, `false` flags, `now()` timestamps).
 */
// biome-ignore format: column lists read best packed
export const DEMO_TABLES = {
  companies: [
    'id', 'ogrn', 'inn', 'kpp', 'name_short', 'name_full', 'opf_code', 'opf_name', 'status_name', 'registration_date',
    'ogrn_date', 'liquidation_date', 'share_capital', 'legal_address', 'city', 'region_code', 'okved_code',
    'okved_additional', 'source', 'as_of', 'status_code', 'creation_method', 'termination_method', 'capital_kind',
    'address_unreliable', 'address_unreliable_text', 'okpo', 'okato', 'oktmo', 'okogu', 'okfs', 'tax_authority',
    'funds', 'contacts', 'managing_org', 'predecessors', 'successors', 'extract_date', 'size_rank',
  ],
  company_directors: [
    'company_id', 'fio', 'inn', 'post', 'since_date', 'position', 'post_kind', 'ended_date', 'grn', 'unreliable',
    'unreliable_text', 'disqualified_from', 'disqualified_to',
  ],
  entrepreneurs: [
    'id', 'ogrnip', 'inn', 'last_name', 'first_name', 'middle_name', 'kind_name', 'status_name', 'registration_date',
    'ogrnip_date', 'termination_date', 'city', 'region_code', 'okved_code', 'okved_additional', 'source', 'as_of',
    'gender', 'citizenship', 'status_code', 'termination_method', 'okpo', 'okato', 'oktmo', 'email', 'tax_authority',
    'funds', 'extract_date', 'size_rank',
  ],
  company_founders: [
    'id', 'company_id', 'kind', 'name', 'inn', 'ogrn', 'country', 'foreign_reg_number', 'share_nominal',
    'share_percent', 'since_date', 'ended_date', 'grn', 'unreliable', 'unreliable_text', 'position',
  ],
  share_encumbrances: ['founder_id', 'kind', 'holder_name', 'holder_inn', 'holder_ogrn', 'details', 'record_date', 'grn'],
  company_branches: ['company_id', 'kind', 'name', 'kpp', 'address', 'country', 'since_date', 'grn'],
  registry_records: [
    'subject_ogrn', 'grn', 'record_date', 'kind_code', 'kind_name', 'tax_office_code', 'tax_office_name', 'documents',
    'invalid', 'source',
  ],
  registry_changes: ['subject_ogrn', 'grn', 'change_date', 'field', 'old_value', 'new_value', 'source'],
  financial_statements: ['inn', 'year', 'lines', 'source', 'as_of'],
  tax_headcount: ['inn', 'year', 'employees', 'source', 'as_of'],
  tax_payments: ['inn', 'year', 'tax_name', 'amount', 'source', 'as_of'],
  tax_arrears: ['inn', 'on_date', 'tax_name', 'arrears', 'penalties', 'fines', 'total', 'source', 'as_of'],
  tax_offences: ['inn', 'on_date', 'position', 'fine', 'source', 'as_of'],
  tax_regimes: ['inn', 'on_date', 'usn', 'eshn', 'ausn', 'srp', 'envd', 'source', 'as_of'],
  revenue_expenses: ['inn', 'year', 'revenue', 'expenses', 'source', 'as_of'],
  sme_register: [
    'inn', 'ogrn', 'subject_kind', 'category', 'included_on', 'is_new', 'is_social', 'employees', 'source', 'as_of',
  ],
  arbitration_cases: [
    'id', 'case_number', 'court', 'category', 'started_on', 'ended_on', 'status', 'outcome', 'claim_amount', 'link',
    'source', 'as_of',
  ],
  arbitration_participants: ['case_id', 'role', 'name', 'inn', 'ogrn', 'address'],
  enforcement_proceedings: [
    'number', 'started_on', 'debtor_name', 'debtor_inn', 'debtor_address', 'document_type', 'document_number',
    'document_date', 'subject', 'amount', 'remaining', 'department', 'ended_on', 'end_reason', 'source', 'as_of',
  ],
  bankruptcy_messages: [
    'message_id', 'inn', 'ogrn', 'subject_name', 'message_type', 'published_on', 'case_number', 'text', 'source',
    'as_of',
  ],
  pledge_messages: [
    'message_id', 'kind', 'message_type', 'published_on', 'contract_number', 'contract_date', 'parties', 'party_inns',
    'subject', 'source', 'as_of',
  ],
  inspections: [
    'erknm_number', 'inn', 'ogrn', 'subject_name', 'control_body', 'kind', 'status', 'starts_on', 'ends_on', 'objects',
    'basis', 'result', 'violations_found', 'source', 'as_of',
  ],
  state_contracts: [
    'register_number', 'law', 'signed_on', 'price', 'currency', 'customer_inn', 'customer_name', 'suppliers',
    'supplier_inns', 'objects', 'status', 'source', 'as_of',
  ],
  unfair_suppliers: [
    'registry_number', 'supplier_inn', 'supplier_name', 'published_on', 'approved_on', 'excluded_on', 'customer_inn',
    'customer_name', 'purchase_number', 'contract_price', 'reason', 'source', 'as_of',
  ],
  trademarks: [
    'registration_number', 'holder_name', 'holder_inn', 'holder_ogrn', 'registered_on', 'priority_on', 'expires_on',
    'classes', 'image_url', 'verbal', 'status', 'source', 'as_of',
  ],
  licenses: [
    'subject_ogrn', 'number', 'issued_on', 'starts_on', 'ends_on', 'issuer', 'activities', 'suspended', 'source',
    'as_of',
  ],
  sanctions_entries: [
    'list', 'entry_id', 'name', 'aliases', 'inn', 'ogrn', 'country', 'programs', 'listed_on', 'remarks', 'source',
    'as_of',
  ],
} as const satisfies Record<string, readonly string[]>;

export type TDemoTable = keyof typeof DEMO_TABLES;

/** Tables filled after the stream from what was loaded (see derived.ts), so their counts match the flags. */
export const DERIVED_TABLES = ['mass_addresses', 'mass_persons', 'disqualified_persons'] as const;

/** Every table the demo writes: the ones the bulk load defers indexes of and `--replace` empties. */
export const ALL_DEMO_TABLES: readonly string[] = [...Object.keys(DEMO_TABLES), ...DERIVED_TABLES];

/** Search's name index and its index of people, written by triggers as subjects are copied in (migrations 0010, 0021). */
export const SEARCH_TERM_TABLES: readonly string[] = [
  'company_name_terms',
  'entrepreneur_name_terms',
  'company_people',
];

/** Tables whose `id` the generator assigns itself (others refer to it), so their sequences move afterwards. */
export const TABLES_WITH_ASSIGNED_IDS = [
  'companies',
  'entrepreneurs',
  'company_founders',
  'arbitration_cases',
] as const;

/**
 * A table's COPY text is encoded line by line into chunks of bytes allocated
 * for it: a line is a short string, which encodes about twice as fast as one
 * long string joined from thousands of lines (V8 copies that one flat first),
 * and what a batch keeps until its COPY ends lies outside the JS heap,
 * so the collector has little to move. A table's first chunk in a batch is
 * small and each next one twice the last, up to {@link CHUNK_BYTES}, so a table
 * with a few rows a batch takes little.
 */
const FIRST_CHUNK_BYTES = 16 * 1024;
const CHUNK_BYTES = 512 * 1024;
/** A closed table's chunk: the next line starts a new one (holding no finished block alive). */
const NO_CHUNK = Buffer.alloc(0);
/** UTF-8 bytes a UTF-16 code unit can take at most (a surrogate pair takes 4 for its two). */
const MAX_BYTES_PER_CODE_UNIT = 3;

type TTableText = { chunk: Buffer; used: number; chunks: Buffer[]; rows: number };

export type TTableBuffersMessage = { table: TDemoTable; rows: number; chunks: Uint8Array[] }[];

/**
 * COPY text of one batch, per table. A batch is a few thousand subjects, so
 * it stays a few MB whatever the dataset size.
 */
export class TableBuffers {
  private readonly text = new Map<TDemoTable, TTableText>();

  /** Appends one row in {@link DEMO_TABLES} column order. */
  push(table: TDemoTable, values: readonly TCopyValue[]): void {
    this.pushLine(table, copyLine(values));
  }

  /**
   * Appends a ready COPY line (tab-separated, newline-terminated). For hot
   * tables whose fields never need escaping (digits, codes, dates).
   */
  pushLine(table: TDemoTable, line: string): void {
    let text = this.text.get(table);
    if (!text) {
      text = { chunk: Buffer.allocUnsafeSlow(FIRST_CHUNK_BYTES), used: 0, chunks: [], rows: 0 };
      this.text.set(table, text);
    }
    const room = line.length * MAX_BYTES_PER_CODE_UNIT;
    if (text.chunk.length - text.used < room) {
      const size = Math.min(Math.max(text.chunk.length * 2, FIRST_CHUNK_BYTES), CHUNK_BYTES);
      closeChunk(text);
      // Chunks hold whole lines: a line longer than a chunk gets one of its own size.
      text.chunk = Buffer.allocUnsafeSlow(Math.max(size, room));
    }
    text.used += text.chunk.write(line, text.used);
    text.rows++;
  }

  /** Number of rows buffered for `table`. */
  count(table: TDemoTable): number {
    return this.text.get(table)?.rows ?? 0;
  }

  /** Tables with rows, in the order they were first written to. */
  tables(): TDemoTable[] {
    return [...this.text.keys()];
  }

  /** The COPY text of `table` as UTF-8 chunks of whole lines, each on a memory block of its own. */
  chunks(table: TDemoTable): Buffer[] {
    const text = this.text.get(table);
    if (!text) return [];
    closeChunk(text);
    return text.chunks;
  }

  /**
   * The batch as a plain message for another thread: per table its row count and COPY bytes, and the memory
   * blocks to hand over with it (`postMessage`'s transfer list), so the bytes are moved, not copied. The buffers
   * are unusable here afterwards.
   */
  toMessage(): { message: TTableBuffersMessage; transfer: ArrayBuffer[] } {
    const message = this.tables().map((table) => ({ table, rows: this.count(table), chunks: this.chunks(table) }));
    const transfer = message.flatMap(({ chunks }) => chunks.map((chunk) => chunk.buffer as ArrayBuffer));
    return { message, transfer };
  }

  /** A batch received from another thread ({@link toMessage}); the bytes are not copied again. */
  static fromMessage(message: TTableBuffersMessage): TableBuffers {
    const buffers = new TableBuffers();
    for (const { table, rows, chunks } of message)
      buffers.text.set(table, {
        chunk: Buffer.alloc(0),
        used: 0,
        rows,
        chunks: chunks.map((chunk) => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)),
      });
    return buffers;
  }

  /** The COPY lines of `table`, newline included: for tests and inspection, not the hot path. */
  lines(table: TDemoTable): string[] {
    const text = Buffer.concat(this.chunks(table)).toString();
    if (!text) return [];
    return text.split(/(?<=\n)/);
  }
}

/** Ends a table's current chunk: what it holds joins the finished chunks, copied to a block of its size when small. */
function closeChunk(text: TTableText): void {
  if (text.used === 0) return;
  const filled = text.chunk.subarray(0, text.used);
  // A finished chunk keeps its whole block alive, and a transfer moves the whole block: the last chunk of a
  // batch, mostly empty, is copied out (to a block of its own: `Buffer.from` would share the pooled one).
  if (text.used * 2 < text.chunk.length) {
    const exact = Buffer.allocUnsafeSlow(text.used);
    filled.copy(exact);
    text.chunks.push(exact);
  } else {
    text.chunks.push(filled);
  }
  text.chunk = NO_CHUNK;
  text.used = 0;
}
