import { ActionIcon, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './basket.module.css';
import { quantityDraft, quantityOf, stepQuantity } from './quantity.ts';

interface TQuantityStepperProps {
  /** The field's text: digits only, possibly empty while the buyer retypes it. */
  value: string;
  onChange: (draft: string) => void;
  /** The + button stops here (the stock); typing is checked by whoever owns the value. */
  max: number;
  label: string;
  disabled?: boolean;
  error?: boolean;
  testId?: string;
}

/** − / a digits-only field / +, never below 1: an emptied field becomes 1 when it loses focus. */
export function QuantityStepper({ value, onChange, max, label, disabled, error, testId }: TQuantityStepperProps) {
  const { t } = useTranslation();
  const current = quantityOf(value);
  return (
    <div className={classes.stepper} data-testid={testId}>
      <ActionIcon
        variant="default"
        size={36}
        aria-label={t('basket.quantity.decrease')}
        disabled={disabled || current <= 1}
        onClick={() => onChange(String(stepQuantity(current, -1, max)))}
      >
        −
      </ActionIcon>
      <TextInput
        aria-label={label}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        disabled={disabled}
        error={error}
        classNames={{ input: classes.stepperInput }}
        onChange={(event) => onChange(quantityDraft(event.currentTarget.value))}
        onBlur={() => {
          if (value === '') onChange('1');
        }}
      />
      <ActionIcon
        variant="default"
        size={36}
        aria-label={t('basket.quantity.increase')}
        disabled={disabled || current >= max}
        onClick={() => onChange(String(stepQuantity(current, 1, max)))}
      >
        +
      </ActionIcon>
    </div>
  );
}
