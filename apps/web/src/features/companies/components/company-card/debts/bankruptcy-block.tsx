import { formatDate } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import { useBankruptcy } from '../../../api/bankruptcy.ts';
import { ListPager, ListQueryState } from '../list-state.tsx';
import classes from './debts.module.css';

/** ЕФРСБ messages about the ЮЛ or ИП as a debtor: bankruptcy cases and their stages. */
export function BankruptcyBlock({ inn }: { inn: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useBankruptcy(inn, page);
  const reply = query.data;

  return (
    <CardBlock
      title={t('card-debts.bankruptcy.title')}
      source={reply?.source ?? reply?.result[0]?.source}
      aside={reply?.count ? <span className={classes.sub}>{t('card-debts.count', { count: reply.count })}</span> : null}
    >
      <ListQueryState query={query}>
        {() => {
          if (!reply) return null;
          if (reply.result.length === 0) return <EmptyState />;
          return (
            <div className={query.isPlaceholderData ? classes.updating : undefined} aria-busy={query.isFetching}>
              <ul className={classes.messages} data-testid="bankruptcy-list">
                {reply.result.map((message) => (
                  <li key={message.id} className={classes.message}>
                    <div className={classes.messageHead}>
                      <span className={classes.date}>{formatDate(message.date)}</span>
                      <h3 className={classes.messageTitle}>{message.type}</h3>
                    </div>
                    {message.case_number ? (
                      <span className={classes.sub}>
                        {t('card-debts.bankruptcy.case', { number: message.case_number })}
                      </span>
                    ) : null}
                    {message.text ? <p className={classes.messageText}>{message.text}</p> : null}
                  </li>
                ))}
              </ul>
              <ListPager
                count={reply.count}
                pageSize={reply.page_size}
                page={reply.page}
                onChange={setPage}
                label={t('card-debts.bankruptcy.pager')}
              />
            </div>
          );
        }}
      </ListQueryState>
    </CardBlock>
  );
}
