import { Button, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { useUser } from '../../../lib/auth.ts';
import { messageText } from '../../../lib/form-errors.ts';
import { type TGoTo, useStartCheckout } from '../api/checkout.ts';
import classes from './basket.module.css';
import {
  buyerFormServerErrors,
  checkBuyerForm,
  type TBuyerField,
  type TBuyerFormErrors,
  type TBuyerFormValues,
} from './buyer-form-rules.ts';

const NO_ERRORS: TBuyerFormErrors = { fields: {}, alert: null };

/**
 * Spec §2/§5 address form: address, six-digit postal code, phone (sent as digits) → `POST /api/v1/user-info/`
 * with the ticked items → the payment page. The phone starts as the profile's; a refusal keeps everything typed.
 */
export function BuyerForm({ itemIds, goTo }: { itemIds: readonly number[]; goTo?: TGoTo }) {
  const { t } = useTranslation();
  const { user } = useUser();
  const [values, setValues] = useState<TBuyerFormValues>(() => ({
    address: '',
    postal_code: '',
    phone_number: user?.phone_number ?? '',
  }));
  const [errors, setErrors] = useState<TBuyerFormErrors>(NO_ERRORS);
  const phoneTyped = useRef(false);
  const checkout = useStartCheckout(goTo);
  // After success the browser is leaving for the payment page: the button keeps spinning until it does.
  const busy = checkout.isPending || checkout.isSuccess;

  const profilePhone = user?.phone_number ?? '';
  useEffect(() => {
    if (profilePhone && !phoneTyped.current) setValues((current) => ({ ...current, phone_number: profilePhone }));
  }, [profilePhone]);

  const set = (field: TBuyerField, value: string) => {
    if (field === 'phone_number') phoneTyped.current = true;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };
  const fieldError = (field: TBuyerField) => {
    const message = errors.fields[field];
    return message ? messageText(t, message) : undefined;
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const check = checkBuyerForm(values, itemIds);
    if (!check.ok) {
      setErrors(check.errors);
      return;
    }
    setErrors(NO_ERRORS);
    checkout.mutate(check.body, { onError: (error) => setErrors(buyerFormServerErrors(error)) });
  };

  return (
    <form className={classes.form} onSubmit={submit} noValidate data-testid="buyer-form">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('basket.form.title')}
        </Title>
        <Textarea
          label={t('basket.form.address')}
          placeholder={t('basket.form.addressPlaceholder')}
          autoComplete="street-address"
          autosize
          minRows={2}
          required
          value={values.address}
          error={fieldError('address')}
          onChange={(event) => set('address', event.currentTarget.value)}
        />
        <TextInput
          label={t('basket.form.postalCode')}
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          required
          value={values.postal_code}
          error={fieldError('postal_code')}
          onChange={(event) => set('postal_code', event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
        />
        <TextInput
          label={t('basket.form.phone')}
          placeholder={t('basket.form.phonePlaceholder')}
          type="tel"
          autoComplete="tel"
          required
          value={values.phone_number}
          error={fieldError('phone_number')}
          onChange={(event) => set('phone_number', event.currentTarget.value)}
        />
        <FormAlert message={errors.alert} />
        <Button type="submit" loading={busy} disabled={busy} fullWidth data-testid="checkout-submit">
          {t('basket.form.submit')}
        </Button>
        <p className={classes.formHint}>{t('basket.form.hint')}</p>
      </Stack>
    </form>
  );
}
