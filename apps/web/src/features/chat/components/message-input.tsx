import { ActionIcon, Textarea } from '@mantine/core';
import { CHAT_MESSAGE_MAX_LENGTH } from '@sverka/shared';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSend } from '../../../components/ui/icons.tsx';
import { draftCounter, draftProblem } from '../lib/outbox.ts';
import classes from './chat.module.css';

/**
 * The input under a room: Enter sends, Shift+Enter starts a new line (and Enter that ends an IME
 * composition only ends it). Near the length limit a counter shows how much is used.
 */
export function MessageInput({ onSend }: { onSend: (text: string) => boolean }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const problem = draftProblem(draft);
  const counter = draftCounter(draft);

  const submit = () => {
    if (problem) return;
    if (onSend(draft)) setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className={classes.composer}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className={classes.composerField}>
        <Textarea
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          aria-label={t('chat.input.label')}
          placeholder={t('chat.input.placeholder')}
          autosize
          minRows={1}
          maxRows={6}
          data-testid="chat-input"
        />
        {counter ? (
          <div className={classes.counter} data-over={problem === 'tooLong' || undefined} aria-live="polite">
            {problem === 'tooLong'
              ? t('chat.input.tooLong', { max: CHAT_MESSAGE_MAX_LENGTH })
              : t('chat.input.counter', counter)}
          </div>
        ) : null}
      </div>
      <ActionIcon type="submit" size={36} radius="xl" disabled={problem !== null} aria-label={t('chat.input.send')}>
        <IconSend size={18} />
      </ActionIcon>
    </form>
  );
}
