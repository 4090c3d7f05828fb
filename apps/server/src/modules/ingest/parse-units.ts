import { isRejection, type TRejection } from './importer.ts';

const EXCERPT_LENGTH = 300;

/** One parsed unit: the importer's result, and for a rejection the text the report shows. */
export type TParsed<TResult = unknown> = { result: TResult | TRejection; excerpt?: string };

/**
 * Applies `parse`; a parser that throws rejects that record instead of
 * failing the run. Only a rejection keeps an excerpt of its unit, so nothing
 * else holds on to the unit once it is parsed.
 */
export async function* parseUnits<TUnit, TResult>(
  units: AsyncIterable<TUnit>,
  parse: (unit: TUnit) => TResult | TRejection,
): AsyncGenerator<TParsed<TResult>> {
  for await (const unit of units) {
    let result: TResult | TRejection;
    try {
      result = parse(unit);
    } catch (error) {
      result = { reject: `Ошибка разбора: ${error instanceof Error ? error.message : String(error)}` };
    }
    if (!isRejection(result)) yield { result };
    else yield { result, excerpt: (result.excerpt ?? JSON.stringify(unit)).slice(0, EXCERPT_LENGTH) };
  }
}
