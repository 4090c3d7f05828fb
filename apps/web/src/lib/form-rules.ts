import { PASSWORD_MESSAGES, passwordProblems, ZEmail } from '@sverka/shared';

/**
 * The shared password and email rules (spec §5, enforced by the server too),
 * as i18n keys for the forms that set or check passwords.
 */
export type TPasswordRuleKey = `auth.passwordRules.${keyof typeof PASSWORD_MESSAGES}`;

const RULE_KEYS = new Map<string, TPasswordRuleKey>(
  (Object.keys(PASSWORD_MESSAGES) as (keyof typeof PASSWORD_MESSAGES)[]).map((rule) => [
    PASSWORD_MESSAGES[rule],
    `auth.passwordRules.${rule}`,
  ]),
);

/** The broken password rules as i18n keys, in the order the shared rules list them. */
export function passwordRuleKeys(password: string): TPasswordRuleKey[] {
  return passwordProblems(password).flatMap((message) => {
    const key = RULE_KEYS.get(message);
    return key ? [key] : [];
  });
}

/** A server message about the password, translated when it is one of the shared rules. */
export function passwordRuleKeyOf(message: string): TPasswordRuleKey | undefined {
  return RULE_KEYS.get(message);
}

/** The server's own email rule, so a form never lets through an address the server refuses. */
export function isEmail(value: string): boolean {
  return ZEmail.safeParse(value).success;
}
