import { ActionIcon, Tooltip } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { IconCheck, IconCopy } from './icons.tsx';

/** Spec §4/§9: the hint reads 'Скопировано!' for 2000 ms, then 'Скопировать' again. */
export const COPY_HINT_RESET_MS = 2000;

interface TCopyButtonProps {
  value: string;
  /** What is being copied, for the accessible name: «ИНН», «ОГРН» … */
  label: string;
}

export function CopyButton({ value, label }: TCopyButtonProps) {
  const { t } = useTranslation();
  const clipboard = useClipboard({ timeout: COPY_HINT_RESET_MS });

  useEffect(() => {
    // Spec §8: a clipboard failure is only logged; the button simply stays as it was.
    if (clipboard.error) console.error('Clipboard write failed', clipboard.error);
  }, [clipboard.error]);

  const hint = clipboard.copied ? t('copy.copied') : t('copy.copy');
  return (
    <Tooltip label={hint} withArrow position="top" events={{ hover: true, focus: true, touch: true }}>
      <ActionIcon
        variant="subtle"
        color={clipboard.copied ? 'brand' : 'gray'}
        size="sm"
        onClick={() => clipboard.copy(value)}
        aria-label={clipboard.copied ? t('copy.copied') : t('copy.copyLabel', { label })}
      >
        {clipboard.copied ? <IconCheck size={15} /> : <IconCopy size={15} />}
      </ActionIcon>
    </Tooltip>
  );
}
