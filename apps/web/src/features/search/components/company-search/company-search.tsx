import { TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { classifyQuery, SEARCH_QUERY_MAX_LENGTH, type TCompanyHit } from '@sverka/shared';
import { type FocusEvent, type KeyboardEvent, type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { IconSearch } from '../../../../components/ui/icons.tsx';
import { paths } from '../../../../config/paths.ts';
import { SEARCH_DEBOUNCE_MS, useSearchCompanies } from '../../api/search-companies.ts';
import { moveHighlight, resolveActiveList, searchView, type TListKind } from '../../lib/dropdown-state.ts';
import classes from './company-search.module.css';
import { SearchPanel } from './search-panel.tsx';

interface TCompanySearchProps {
  /** 'hero' is the big landing input; 'compact' sits in the light header. */
  variant?: 'hero' | 'compact';
  autoFocus?: boolean;
  /** Wait after the last keystroke: SEARCH_DEBOUNCE_MS here, ADD_COMPANY_SEARCH_DEBOUNCE_MS in the add-company form. */
  debounceMs?: number;
  /**
   * Picker mode (the add-company form): choosing a hit calls this instead of
   * opening the card, and the "all results" row is left out.
   */
  onSelect?: (hit: TCompanyHit) => void;
  /** Visible label, for a search used as a form field. */
  label?: string;
}

/**
 * Search-as-you-type for companies and sole traders (spec §2 "Search"). The
 * dropdown is open while the input (or the dropdown itself) has focus and the
 * query is not blank; Escape closes it until the user types again. Enter
 * opens the card when the answer is obvious (a highlighted hit, a valid
 * identifier, a single hit) and the full results page otherwise.
 */
/** The ИНН/ОГРН/ОГРНИП a query spells completely, with a valid check digit; null for anything else. */
function completeIdentifier(query: string): string | null {
  const shape = classifyQuery(query);
  return 'isValid' in shape && shape.isValid ? shape.value : null;
}

export function CompanySearch({
  variant = 'hero',
  autoFocus = false,
  debounceMs = SEARCH_DEBOUNCE_MS,
  onSelect,
  label,
}: TCompanySearchProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [preferredList, setPreferredList] = useState<TListKind | null>(null);
  // The highlight is remembered together with what it points into, so new
  // results or another list reset it without an effect.
  const [highlight, setHighlight] = useState({ key: '', index: -1 });

  const trimmed = value.trim();
  const [debouncedText] = useDebouncedValue(trimmed, debounceMs);
  // A complete identifier with a valid check digit cannot grow into another query: it is searched at once.
  const debounced = completeIdentifier(trimmed) === null ? debouncedText : trimmed;
  const search = useSearchCompanies(debounced);
  const stale = trimmed !== debounced || search.isPlaceholderData;
  const view = searchView({ stale, data: search.data, error: search.error });

  const results = view.kind === 'results' ? view.results : null;
  const activeList = results ? resolveActiveList(preferredList, results) : 'companies';
  const hits = results ? results[activeList] : [];
  const highlightKey = `${debounced}|${activeList}|${stale}`;
  const highlightIndex = highlight.key === highlightKey && highlight.index < hits.length ? highlight.index : -1;

  const open = focused && trimmed !== '' && !dismissed;
  const panelId = `${baseId}-panel`;
  const hitId = (index: number) => `${baseId}-hit-${index}`;

  useEffect(() => {
    if (open && highlightIndex >= 0) {
      document.getElementById(`${baseId}-hit-${highlightIndex}`)?.scrollIntoView({ block: 'nearest' });
    }
  }, [open, highlightIndex, baseId]);

  const reset = () => {
    setValue('');
    setDismissed(false);
    setPreferredList(null);
    inputRef.current?.blur();
  };

  const openCard = (id: string) => {
    navigate(paths.counterParty.getHref(id));
    reset();
  };

  const selectHit = (hit: TCompanyHit) => {
    onSelect?.(hit);
    reset();
  };

  const openAllResults = () => {
    navigate(paths.search.getHref(trimmed));
    reset();
  };

  const onOpenHit = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click opens a new tab: keep this page's search as it was.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    reset();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setDismissed(false);
        return;
      }
      const delta = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight({ key: highlightKey, index: moveHighlight(highlightIndex, delta, hits.length) });
      return;
    }
    if (event.key === 'Enter') {
      event.preventDefault();
      const highlighted = open ? hits[highlightIndex] : undefined;
      if (onSelect) {
        // A picker only picks from the list: the highlighted hit or the only one.
        const only = !stale && hits.length === 1 ? hits[0] : undefined;
        const picked = highlighted ?? only;
        if (picked) selectHit(picked);
        return;
      }
      if (highlighted) return openCard(highlighted.inn);
      // A complete, valid ИНН/ОГРН/ОГРНИП needs no list: open its card directly.
      const identifier = completeIdentifier(trimmed);
      if (identifier !== null) return openCard(identifier);
      const only =
        !stale && results && results.companies.length + results.entrepreneurs.length === 1 ? hits[0] : undefined;
      if (only) return openCard(only.inn);
      if (trimmed !== '') openAllResults();
    }
  };

  const onWrapperKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setDismissed(true);
      inputRef.current?.focus();
    }
  };

  const onWrapperBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only listens for Escape and focus leaving the widget.
    <div
      className={classes.root}
      data-variant={variant}
      onFocus={() => setFocused(true)}
      onBlur={onWrapperBlur}
      onKeyDown={onWrapperKeyDown}
    >
      <TextInput
        ref={inputRef}
        type="search"
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setDismissed(false);
        }}
        onKeyDown={onKeyDown}
        placeholder={variant === 'hero' ? t('search.placeholder') : t('search.placeholderShort')}
        label={label}
        aria-label={label ? undefined : t('search.label')}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-activedescendant={open && highlightIndex >= 0 ? hitId(highlightIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={SEARCH_QUERY_MAX_LENGTH}
        autoFocus={autoFocus}
        size={variant === 'hero' ? 'lg' : 'sm'}
        leftSection={<IconSearch size={variant === 'hero' ? 22 : 17} />}
        classNames={{ input: classes.input }}
      />
      {open ? (
        <SearchPanel
          id={panelId}
          view={view}
          activeList={activeList}
          onActiveListChange={setPreferredList}
          highlightIndex={highlightIndex}
          hitId={hitId}
          onHighlight={(index) => setHighlight({ key: highlightKey, index })}
          onOpenHit={onOpenHit}
          allResultsHref={onSelect ? null : paths.search.getHref(trimmed)}
          onSelectHit={onSelect ? selectHit : undefined}
          onRetry={() => void search.refetch()}
          retrying={search.isFetching}
        />
      ) : null}
    </div>
  );
}
