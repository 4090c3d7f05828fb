import type { TSql } from '../../db/client.ts';
import type { TCsvOptions, TCsvRow } from './csv-rows.ts';
import type { TXmlUnit } from './xml-units.ts';

/** Why a record was refused; the runner adds the file and position. */
export type TRejection = { reject: string; excerpt?: string };

/**
 * What a batch did. `skippedOlder`: records older than the facts stored for their
 * subject and block, which they did not overwrite (they may have filled gaps).
 */
/**
 * The run a batch belongs to; `resumed` when it carries on after a crash (in a new process). `key` tells this
 * run apart within the process, where ids alone may repeat (several databases, as the tests' scratch copies).
 */
export type TRunContext = { id: number; resumed: boolean; key?: string };

export type TWriteResult = { inserted: number; updated: number; skippedOlder?: number };

type TImporterBase<TRecord> = {
  /** The name on the command line: `npm run import -- <source> <path>`. */
  source: string;
  /** One line for `npm run import` without arguments. */
  description: string;
  /**
   * Writes one batch inside the runner's transaction. Upserts keyed by the
   * source's natural key (ОГРН, ИНН, register number …) that change nothing
   * when the stored row is already equal, so a second import of the same
   * file reports 0 inserted and 0 updated.
   */
  write: (tx: TSql, records: TRecord[], run?: TRunContext) => Promise<TWriteResult>;
  /** Rows per transaction; defaults to 1,000. */
  batchSize?: number;
  /**
   * Runs once the whole input was written, in its own transaction: what can only be
   * known after every record was read (e.g. which entries a full list no longer has).
   */
  finish?: (tx: TSql, run: TRunContext) => Promise<void>;
};

/** Reads XML: every element named `unit` is one record. */
export type TXmlImporter<TRecord> = TImporterBase<TRecord> & {
  format: 'xml';
  unit: string;
  /** Elements outside the units whose text the units find in `root` under their name (e.g. an edition's date). */
  header?: string[];
  /** File names inside a zip/dir to read; others are skipped (e.g. XSD, readme). */
  accepts?: (entryName: string) => boolean;
  /** @param entry the name of the file (or zip member) being read: some sets keep facts in it. */
  parse: (unit: TXmlUnit, entry?: string) => TRecord | TRecord[] | TRejection;
};

/** Reads CSV with a header row. */
export type TCsvImporter<TRecord> = TImporterBase<TRecord> & {
  format: 'csv';
  csv: TCsvOptions;
  accepts?: (entryName: string) => boolean;
  /** @param entry the name of the file (or zip member) being read: some sets keep facts in it. */
  parse: (row: TCsvRow, entry?: string) => TRecord | TRecord[] | TRejection;
};

// biome-ignore lint/suspicious/noExplicitAny: the registry holds importers of every record type.
export type TImporter<TRecord = any> = TXmlImporter<TRecord> | TCsvImporter<TRecord>;

export const isRejection = (value: unknown): value is TRejection =>
  typeof value === 'object' && value !== null && 'reject' in value;
