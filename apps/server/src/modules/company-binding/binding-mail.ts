import { WEB_ROUTES } from '@sverka/shared';
import type { TAccountsDeps } from '../auth/index.ts';

/** A letter about an application: its decision for the applicant, or a transfer for the previous representative. */
export type TBindingLetter =
  | { kind: 'approved'; to: string; name: string; subjectName: string }
  | { kind: 'rejected'; to: string; name: string; subjectName: string; reason: string }
  | { kind: 'transferred_away'; to: string; name: string; subjectName: string };

export function composeBindingLetter(letter: TBindingLetter, publicUrl: string): { subject: string; text: string } {
  const greeting = `Здравствуйте${letter.name ? `, ${letter.name}` : ''}!`;
  const applications = `Ваши заявки: ${publicUrl}${WEB_ROUTES.profileAddCompany}`;
  switch (letter.kind) {
    case 'approved':
      return {
        subject: `Заявка одобрена: ${letter.subjectName}`,
        text: [
          greeting,
          '',
          `Ваша заявка на представительство «${letter.subjectName}» одобрена.`,
          'Теперь вы представитель и можете продавать товары на маркетплейсе Сверки от её имени.',
          '',
          applications,
        ].join('\n'),
      };
    case 'rejected':
      return {
        subject: `Заявка отклонена: ${letter.subjectName}`,
        text: [
          greeting,
          '',
          `Ваша заявка на представительство «${letter.subjectName}» отклонена.`,
          `Причина: ${letter.reason}`,
          '',
          'Вы можете исправить документы и подать заявку снова.',
          applications,
        ].join('\n'),
      };
    case 'transferred_away':
      return {
        subject: `Представительство передано: ${letter.subjectName}`,
        text: [
          greeting,
          '',
          `Администратор Сверки передал представительство «${letter.subjectName}» другому пользователю,`,
          'подавшему заявку с документами. Вы больше не представитель и не продавец от её имени;',
          'ваша заявка отмечена как переданная.',
          '',
          'Если это ошибка, ответьте в поддержку Сверки и приложите документы о ваших полномочиях.',
          applications,
        ].join('\n'),
      };
  }
}

/** Sends the letters after the decision committed; a letter that fails is logged and does not undo it. */
export async function sendBindingLetters(deps: TAccountsDeps, letters: TBindingLetter[]): Promise<void> {
  for (const letter of letters) {
    try {
      await deps.mailer.send({ to: letter.to, ...composeBindingLetter(letter, deps.config.publicUrl) });
    } catch (error) {
      deps.log.error({ err: error, kind: letter.kind }, 'company binding letter not sent');
    }
  }
}
