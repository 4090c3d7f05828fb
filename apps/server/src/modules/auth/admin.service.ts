import { passwordProblems, ZEmail } from '@sverka/shared';
import type { TSql } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { upsertAdmin } from './users.repository.ts';

export class AdminInputError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'AdminInputError';
  }
}

/**
 * Creates an admin, or makes an existing user one and sets the given
 * password (so a forgotten admin password can be reset from the server's
 * shell). The password must follow the same rules as everyone's.
 */
export async function createAdmin(
  sql: TSql,
  input: { email: string; password: string; fullName?: string },
): Promise<{ id: number; email: string; created: boolean }> {
  const email = ZEmail.safeParse(input.email);
  const problems = [
    ...(email.success ? [] : email.error.issues.map((issue) => `--email: ${issue.message}`)),
    ...passwordProblems(input.password).map((message) => `--password: ${message}`),
  ];
  if (!email.success || problems.length) throw new AdminInputError(problems);
  const fullName = input.fullName?.trim() || 'Администратор';
  const { id, created } = await upsertAdmin(sql, {
    email: email.data,
    fullName,
    passwordHash: await hashPassword(input.password),
  });
  return { id, email: email.data, created };
}
