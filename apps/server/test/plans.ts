import { afterAll, inject } from 'vitest';
import { connectPostgres, type TSql } from '../src/db/client.ts';

/** A node of `explain (format json)`: the fields plan tests look at. */
export type TPlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: TPlanNode[];
};

/** Every node of a plan, itself first. */
export const nodesOf = (node: TPlanNode): TPlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

/**
 * One connection to the test register that records every statement it sends with its parameters, so a test can
 * run code as it is and then explain the very statements it ran; closed after the file.
 */
export function recordingSql(): { sql: TSql; statements: { query: string; params: unknown[] }[] } {
  const statements: { query: string; params: unknown[] }[] = [];
  const sql = connectPostgres(inject('databaseUrl'), {
    max: 1,
    onnotice: () => undefined,
    debug: (_connection: number, query: string, params: unknown[]) => statements.push({ query, params }),
  }) as TSql;
  afterAll(() => sql.end());
  return { sql, statements };
}
