import { Button, TextInput } from '@mantine/core';
import { SEARCH_QUERY_MAX_LENGTH } from '@sverka/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconSearch } from '../../../../components/ui/icons.tsx';
import classes from './search-page.module.css';

interface TSearchQueryFormProps {
  query: string;
  onSubmit: (query: string) => void;
}

/**
 * The page's own query field. It searches on submit, not while typing: every
 * submitted query is a history entry, and a half-typed word should not be one.
 */
export function SearchQueryForm({ query, onSubmit }: TSearchQueryFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(query);
  // Follow the URL (header search, back button) without remounting the field.
  const [shown, setShown] = useState(query);
  if (shown !== query) {
    setShown(query);
    setDraft(query);
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(draft.trim());
  };

  return (
    <search>
      <form className={classes.queryForm} onSubmit={submit}>
        <TextInput
          type="search"
          className={classes.queryInput}
          aria-label={t('searchPage.queryLabel')}
          placeholder={t('searchPage.queryPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          // A longer query from a link is shown whole (the server explains the limit); typing stops at it.
          maxLength={Math.max(SEARCH_QUERY_MAX_LENGTH, query.length)}
          leftSection={<IconSearch size={18} />}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          size="md"
        />
        <Button type="submit" size="md">
          {t('searchPage.submit')}
        </Button>
      </form>
    </search>
  );
}
