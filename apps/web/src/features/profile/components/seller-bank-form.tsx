import { Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import {
  BANK_DETAILS_FIELDS,
  checkBankDetails,
  type TBankDetails,
  type TBankDetailsBody,
  type TBankDetailsField,
} from '@sverka/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryErrorBlock } from '../../../components/ui/error-block.tsx';
import { FormAlert, FormNotice } from '../../../components/ui/form-alert.tsx';
import { accountErrorMessages, messageText, type TMessage } from '../../../lib/form-errors.ts';
import { useSaveSellerBank, useSellerBank } from '../api/seller-bank.ts';
import classes from './profile.module.css';

const INPUTS: Record<TBankDetailsField, { inputMode?: 'numeric'; maxLength: number }> = {
  bank_name: { maxLength: 200 },
  bik: { inputMode: 'numeric', maxLength: 11 },
  settlement_account: { inputMode: 'numeric', maxLength: 26 },
  correspondent_account: { inputMode: 'numeric', maxLength: 26 },
};

const valuesOf = (bank: TBankDetailsBody): TBankDetails => ({
  bank_name: bank.bank_name ?? '',
  bik: bank.bik ?? '',
  settlement_account: bank.settlement_account ?? '',
  correspondent_account: bank.correspondent_account ?? '',
});

/**
 * The seller's bank details for the contract, invoice, act and УПД of its deals: all four fields or none,
 * checked here as the server checks them (formats and the control keys against the БИК).
 */
export function SellerBankForm({ sellerId }: { sellerId: number }) {
  const { t } = useTranslation();
  const query = useSellerBank(sellerId);
  if (query.isPending)
    return (
      <Stack gap={8} aria-hidden="true" pt="sm">
        <Skeleton height={36} />
        <Skeleton height={36} />
      </Stack>
    );
  if (query.isError) return <QueryErrorBlock title={t('profile.bank.loadError')} query={query} />;
  return <BankFields sellerId={sellerId} saved={query.data} />;
}

function BankFields({ sellerId, saved }: { sellerId: number; saved: TBankDetailsBody }) {
  const { t } = useTranslation();
  const save = useSaveSellerBank(sellerId);
  const [values, setValues] = useState<TBankDetails>(() => valuesOf(saved));
  const [errors, setErrors] = useState<Partial<Record<TBankDetailsField, TMessage[]>>>({});
  const [alert, setAlert] = useState<TMessage | null>(null);
  const [notice, setNotice] = useState<'profile.bank.saved' | 'profile.bank.cleared' | null>(null);

  useEffect(() => setValues(valuesOf(saved)), [saved]);

  const change = (field: TBankDetailsField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setNotice(null);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setAlert(null);
    setNotice(null);
    const { value, problems } = checkBankDetails(values);
    setErrors(
      Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [field, [{ key: `profile.bank.errors.${problem}` }]]),
      ),
    );
    if (Object.keys(problems).length) return;
    try {
      await save.mutateAsync(value);
      setNotice(value ? 'profile.bank.saved' : 'profile.bank.cleared');
    } catch (error) {
      console.error('Bank details update failed', error);
      const messages = accountErrorMessages(error, BANK_DETAILS_FIELDS);
      setErrors(messages.fields);
      setAlert(messages.alert ?? (Object.keys(messages.fields).length ? null : { key: 'profile.bank.saveError' }));
    }
  };

  return (
    <form onSubmit={submit} noValidate className={classes.sellerBank} data-testid="seller-bank">
      <Text fw={600} size="sm">
        {t('profile.bank.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('profile.bank.hint')}
      </Text>
      <FormAlert message={alert} />
      <div className={classes.sellerBankFields}>
        {BANK_DETAILS_FIELDS.map((field) => (
          <TextInput
            key={field}
            name={field}
            label={t(`profile.bank.${field}`)}
            value={values[field]}
            onChange={(event) => change(field, event.currentTarget.value)}
            inputMode={INPUTS[field].inputMode}
            maxLength={INPUTS[field].maxLength}
            autoComplete="off"
            error={errors[field]?.map((message) => messageText(t, message)).join('\n') || undefined}
          />
        ))}
      </div>
      {notice ? <FormNotice py={6}>{t(notice)}</FormNotice> : null}
      <Group gap="xs">
        <Button type="submit" size="xs" loading={save.isPending}>
          {t('profile.bank.save')}
        </Button>
      </Group>
    </form>
  );
}
