import { Anchor, PasswordInput, type PasswordInputProps, Text, TextInput, type TextInputProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './auth.module.css';

/** The email input of the sign-in, registration and reset forms; `error` and the form's `register()` come in. */
export function EmailField(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <TextInput
      label={t('auth.email')}
      placeholder={t('auth.emailPlaceholder')}
      type="email"
      autoComplete="email"
      required
      {...props}
    />
  );
}

/** A password being chosen: the §5 rules as its hint, and each broken rule on a line of its own. */
export function NewPasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      description={t('auth.passwordHint')}
      autoComplete="new-password"
      required
      classNames={{ error: classes.multiline }}
      {...props}
    />
  );
}

/** «Нет аккаунта? Зарегистрироваться» under a form: a question and the link to the other view. */
export function SwitchViewLine({
  question,
  link,
  onClick,
}: {
  question: ReactNode;
  link: ReactNode;
  onClick: () => void;
}) {
  return (
    <Text size="sm" ta="center">
      {question}{' '}
      <Anchor component="button" type="button" size="sm" onClick={onClick}>
        {link}
      </Anchor>
    </Text>
  );
}
