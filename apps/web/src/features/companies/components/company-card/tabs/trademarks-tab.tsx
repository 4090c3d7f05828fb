import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import { filterTrademarksByNumber } from '../../../lib/card-registry.ts';
import classes from '../registry/registry.module.css';
import itemClasses from '../registry/trademark-item.module.css';
import { TrademarkItem } from '../registry/trademark-item.tsx';
import type { TCardTabProps } from './tab-props.ts';

/** Trademarks held by the ЮЛ or ИП, searchable by registration number (spec §2). */
export function TrademarksTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const trademarks = card.trademarks;
  const found = filterTrademarksByNumber(trademarks, query);

  return (
    <CardBlock
      title={t('card-registry.trademarks.title')}
      source={trademarks[0]?.source ?? card.source}
      aside={
        trademarks.length > 0 ? (
          <>
            <span className={classes.count}>{t('card-registry.count', { count: trademarks.length })}</span>
            <TextInput
              className={itemClasses.search}
              size="sm"
              type="search"
              inputMode="numeric"
              label={t('card-registry.trademarks.search')}
              placeholder={t('card-registry.trademarks.searchPlaceholder')}
              value={query}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
          </>
        ) : null
      }
    >
      {trademarks.length === 0 ? (
        <EmptyState />
      ) : found.length === 0 ? (
        <EmptyState>{t('card-registry.trademarks.notFound', { query: query.trim() })}</EmptyState>
      ) : (
        <ul className={itemClasses.list} data-testid="trademarks-list">
          {found.map((trademark) => (
            <TrademarkItem key={trademark.id} trademark={trademark} />
          ))}
        </ul>
      )}
    </CardBlock>
  );
}
