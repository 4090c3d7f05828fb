import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { cardDigits, type TCardInput, type TSandboxPayment } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { errorMessageKey } from '../../../lib/error-message.ts';
import { useSandboxAction } from '../api/sandbox.ts';
import {
  CARD_FIELDS,
  cardProblemKey,
  formatCardNumberInput,
  formatCvcInput,
  formatExpiryInput,
  serverCardErrors,
  serverCardText,
  type TCardField,
  testCardExpiry,
  visibleProblems,
} from '../lib/card-form.ts';
import { billingServerText } from '../lib/server-messages.ts';
import classes from './sandbox.module.css';
import { TestCardsTable } from './test-cards-table.tsx';

const EMPTY: TCardInput = { number: '', expiry: '', cvc: '' };

/**
 * Card number, expiry and CVC, checked with the shared card rules as the
 * visitor leaves each field and again on submit; the server's own field
 * errors land on their fields. Nothing typed is lost on a refusal.
 */
export function SandboxCardForm({
  paymentId,
  onPaid,
  busy,
}: {
  paymentId: string;
  onPaid: (payment: TSandboxPayment) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const { pay } = useSandboxAction(paymentId);
  const [values, setValues] = useState<TCardInput>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<TCardField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<TCardField, string>>>({});
  const [generalError, setGeneralError] = useState<string | null>(null);

  const problems = visibleProblems(values, touched);
  const errorOf = (field: TCardField) => {
    const problem = problems[field];
    const server = serverErrors[field];
    if (server) return serverCardText(t, server);
    return problem ? t(cardProblemKey(problem)) : undefined;
  };

  const change = (field: TCardField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setServerErrors(({ [field]: _dropped, ...rest }) => rest);
  };
  const touch = (field: TCardField) => setTouched((current) => new Set(current).add(field));

  const fill = (number: string) => {
    setValues({ number: formatCardNumberInput(number), expiry: testCardExpiry(), cvc: '123' });
    setServerErrors({});
    setGeneralError(null);
    setTouched(new Set(CARD_FIELDS));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(new Set(CARD_FIELDS));
    setGeneralError(null);
    if (Object.keys(visibleProblems(values, new Set(CARD_FIELDS))).length > 0) return;
    pay.mutate(
      { card_number: cardDigits(values.number), expiry: values.expiry.trim(), cvc: values.cvc.trim() },
      {
        onSuccess: onPaid,
        onError: (error) => {
          if (isApiError(error) && error.isBadRequest) {
            const { byField, other } = serverCardErrors(error.fields);
            setServerErrors(byField);
            setGeneralError(other ?? (Object.keys(byField).length === 0 ? billingServerText(t, error.detail) : null));
            return;
          }
          const detail = isApiError(error) && error.status >= 400 && error.status < 500 ? error.detail : null;
          setGeneralError(billingServerText(t, detail) ?? t(errorMessageKey(error)));
        },
      },
    );
  };

  const disabled = pay.isPending || busy;
  return (
    <>
      <form onSubmit={submit} noValidate aria-label={t('billing.sandbox.form.label')}>
        <Stack gap="sm">
          <TextInput
            label={t('billing.sandbox.form.number')}
            placeholder="0000 0000 0000 0000"
            inputMode="numeric"
            autoComplete="cc-number"
            value={values.number}
            onChange={(event) => change('number', formatCardNumberInput(event.currentTarget.value))}
            onBlur={() => touch('number')}
            error={errorOf('number')}
            required
          />
          <div className={classes.row}>
            <TextInput
              label={t('billing.sandbox.form.expiry')}
              placeholder={t('billing.sandbox.form.expiryPlaceholder')}
              inputMode="numeric"
              autoComplete="cc-exp"
              value={values.expiry}
              onChange={(event) => change('expiry', formatExpiryInput(event.currentTarget.value, values.expiry))}
              onBlur={() => touch('expiry')}
              error={errorOf('expiry')}
              required
            />
            <TextInput
              label={t('billing.sandbox.form.cvc')}
              placeholder="•••"
              type="password"
              inputMode="numeric"
              autoComplete="cc-csc"
              value={values.cvc}
              onChange={(event) => change('cvc', formatCvcInput(event.currentTarget.value))}
              onBlur={() => touch('cvc')}
              error={errorOf('cvc')}
              required
            />
          </div>
          {generalError ? (
            <Alert color="red" role="alert">
              {generalError}
            </Alert>
          ) : null}
          <div className={classes.actions}>
            <Button type="submit" loading={pay.isPending} disabled={busy}>
              {t('billing.sandbox.form.submit')}
            </Button>
          </div>
        </Stack>
      </form>
      <TestCardsTable onFill={fill} disabled={disabled} />
    </>
  );
}
