import { ConfigError } from '../config.ts';

/** A command line the tool does not take: the tool prints its usage line instead of a stack. */
export class UsageError extends Error {}

type TErrorClass = abstract new (...args: never[]) => Error;

/**
 * Runs a command-line tool's body and turns its failure into a message and exit code 1: the usage line for a
 * UsageError; the message alone for a bad environment (ConfigError) or one of `expected` — failures the
 * operator can fix, which a stack would only hide; anything else in full.
 */
export async function runCli(usage: string, body: () => Promise<void>, expected: TErrorClass[] = []): Promise<void> {
  try {
    await body();
  } catch (error) {
    if (error instanceof UsageError) console.error(usage);
    else if (error instanceof ConfigError || expected.some((known) => error instanceof known)) {
      console.error(`[sverka] ${(error as Error).message}`);
    } else console.error(error);
    process.exitCode = 1;
  }
}
