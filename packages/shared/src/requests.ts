import type { z } from 'zod';

/**
 * What a client sends, typed from the schema the server checks it with, so a renamed or retyped field breaks
 * the client's build instead of its requests: the schema's input, before it trims, lower-cases or fills
 * defaults. A value the schema coerces (ids, page numbers) accepts anything on the wire; a client gives it
 * as a number or as text.
 */
type TClientInput<TSchema extends z.ZodType> = {
  [K in keyof z.input<TSchema>]: unknown extends z.input<TSchema>[K] ? number | string : z.input<TSchema>[K];
};

/** A JSON body. */
export type TRequestBody<TSchema extends z.ZodType> = TClientInput<TSchema>;

/** A query string; the client writes every value as text. */
export type TQueryString<TSchema extends z.ZodType> = TClientInput<TSchema>;
