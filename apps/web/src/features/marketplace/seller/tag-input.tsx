import { Input, Pill, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addTag, isTagEnter } from './product-form-rules.ts';

interface TTagInputProps {
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  error?: string;
}

/** Tags added with Enter (trimmed, non-empty, unique) and removed from their pills; Enter never submits the form. */
export function TagInput({ tags, onChange, error }: TTagInputProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <Input.Wrapper error={error}>
      <TextInput
        label={t('seller.form.tags')}
        description={t('seller.form.tagsHint')}
        value={draft}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setProblem(null);
        }}
        onKeyDown={(event) => {
          if (!isTagEnter(event)) return;
          const result = addTag(tags, draft);
          setProblem(result.error);
          if (result.error) return;
          onChange(result.tags);
          setDraft('');
        }}
        error={problem ? t(problem) : undefined}
      />
      {tags.length > 0 ? (
        <Pill.Group mt={8} data-testid="product-tags">
          {tags.map((tag) => (
            <Pill
              key={tag}
              withRemoveButton
              removeButtonProps={{ 'aria-label': t('seller.form.removeTag', { tag }) }}
              onRemove={() => onChange(tags.filter((existing) => existing !== tag))}
            >
              {tag}
            </Pill>
          ))}
        </Pill.Group>
      ) : null}
    </Input.Wrapper>
  );
}
