import type { TRequisitesConfig } from '../../config.ts';
import type { TBillingDeps } from './billing.deps.ts';
import * as memberships from './memberships.repository.ts';
import { moscowDate } from './receipt.mail.ts';

/** How long before its end a plan's holder is told it ends (no plan renews by itself). */
export const REMIND_BEFORE_SECONDS = 3 * 86_400;

const BATCH = 100;

export function composeReminder(
  membership: memberships.TExpiringMembership,
  publicUrl: string,
  requisites: Pick<TRequisitesConfig, 'name' | 'email'>,
): { subject: string; text: string } {
  const date = moscowDate(membership.ends_at);
  const lines = [
    `Здравствуйте${membership.user_full_name ? `, ${membership.user_full_name}` : ''}!`,
    '',
    `Тариф «${membership.plan_name}» действует до ${date} (по московскому времени) и сам не продлевается.`,
    'После этой даты закрытые разделы карточек компаний, которые он открывает, станут недоступны.',
    '',
    `Продлить тариф: ${publicUrl}/#pricing-section`,
    'Продление того же тарифа добавит период к дате окончания: оплаченные дни не пропадут.',
    `Мой тариф: ${publicUrl}/profile/subscription`,
    '',
    `${requisites.name}, ${requisites.email}`,
  ];
  return { subject: `Тариф «${membership.plan_name}» заканчивается ${date}`, text: lines.join('\n') };
}

/**
 * Letters to everyone whose plan ends within REMIND_BEFORE_SECONDS, once per
 * end date (an extension moves the date and arms the reminder again). A
 * letter that fails is given back for the next run.
 */
export async function remindExpiringMemberships(deps: TBillingDeps): Promise<number> {
  const due = await memberships.claimExpiringMemberships(deps.sql, {
    withinSeconds: REMIND_BEFORE_SECONDS,
    limit: BATCH,
  });
  let sent = 0;
  for (const membership of due) {
    try {
      await deps.accounts.mailer.send({
        to: membership.user_email,
        ...composeReminder(membership, deps.publicUrl, deps.requisites),
      });
      sent++;
    } catch (error) {
      deps.accounts.log.error(
        { err: error, membership: membership.id },
        'plan reminder not sent; the next run retries',
      );
      await memberships.releaseReminder(deps.sql, membership.id);
    }
  }
  return sent;
}
