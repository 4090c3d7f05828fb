import { ActionIcon, Button, Input, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconPlus, IconTrash } from '../../../components/ui/icons.tsx';
import { specificationRow, type TSpecificationRow } from './product-form-rules.ts';
import classes from './seller.module.css';

interface TSpecificationsEditorProps {
  rows: readonly TSpecificationRow[];
  incompleteRows: readonly string[];
  error?: string;
  onChange: (rows: TSpecificationRow[]) => void;
}

/** Name / value / unit rows of the product's characteristics, added and removed freely. */
export function SpecificationsEditor({ rows, incompleteRows, error, onChange }: TSpecificationsEditorProps) {
  const { t } = useTranslation();
  const update = (key: string, part: 'name' | 'value' | 'unit', text: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [part]: text } : row)));
  return (
    <Input.Wrapper label={t('seller.form.specifications')} error={error}>
      <Stack gap="xs" mt={6}>
        {rows.map((row, index) => {
          const incomplete = incompleteRows.includes(row.key);
          return (
            <div key={row.key} className={classes.specRow}>
              <TextInput
                label={t('seller.form.specName')}
                value={row.name}
                maxLength={100}
                error={incomplete && !row.name.trim()}
                onChange={(event) => update(row.key, 'name', event.currentTarget.value)}
              />
              <TextInput
                label={t('seller.form.specValue')}
                value={row.value}
                maxLength={300}
                error={incomplete && !row.value.trim()}
                onChange={(event) => update(row.key, 'value', event.currentTarget.value)}
              />
              <TextInput
                label={t('seller.form.specUnit')}
                value={row.unit}
                maxLength={20}
                onChange={(event) => update(row.key, 'unit', event.currentTarget.value)}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('seller.form.removeSpecification', { number: index + 1 })}
                onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </div>
          );
        })}
        <Button
          variant="subtle"
          size="sm"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...rows, specificationRow()])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('seller.form.addSpecification')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
