import type { TFunction } from 'i18next';
import { messageText, type TMessage } from '../../../lib/form-errors.ts';

/** Mantine's `error` prop for a field: its messages joined one per line, or undefined when none. */
export function fieldError(t: TFunction, keys: readonly string[], server: readonly TMessage[] = []) {
  const texts = [...keys.map((key) => t(key)), ...server.map((message) => messageText(t, message))];
  return texts.length ? texts.join('\n') : undefined;
}
