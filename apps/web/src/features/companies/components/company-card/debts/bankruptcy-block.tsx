import { formatDate } from '@sverka/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBankruptcy } from '../../../api/bankruptcy.ts';
import { PagedListBlock } from '../list-state.tsx';
import classes from './debts.module.css';

/** ЕФРСБ messages about the ЮЛ or ИП as a debtor: bankruptcy cases and their stages. */
export function BankruptcyBlock({ inn }: { inn: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useBankruptcy(inn, page);
  const count = query.data?.count;

  return (
    <PagedListBlock
      title={t('card-debts.bankruptcy.title')}
      aside={count ? <span className={classes.sub}>{t('card-debts.count', { count })}</span> : null}
      query={query}
      page={page}
      onPageChange={setPage}
      pagerLabel={t('card-debts.bankruptcy.pager')}
      layout="flow"
      listClassName={classes.messages}
      listTestId="bankruptcy-list"
      renderItem={(message) => (
        <li className={classes.message}>
          <div className={classes.messageHead}>
            <span className={classes.date}>{formatDate(message.date)}</span>
            <h3 className={classes.messageTitle}>{message.type}</h3>
          </div>
          {message.case_number ? (
            <span className={classes.sub}>{t('card-debts.bankruptcy.case', { number: message.case_number })}</span>
          ) : null}
          {message.text ? <p className={classes.messageText}>{message.text}</p> : null}
        </li>
      )}
    />
  );
}
