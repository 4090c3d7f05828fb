import { Collapse, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TCompany } from '@sverka/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { IconChevronDown } from '../../../../components/ui/icons.tsx';
import classes from './company-card.module.css';

/** Main ОКВЭД, and the additional ones behind a toggle: companies often have dozens. */
export function OkvedField({ company }: { company: TCompany }) {
  const { t } = useTranslation();
  const [expanded, { toggle }] = useDisclosure(false);
  const listId = useId();
  const additional = company.okved_add;

  return (
    <div>
      {company.okved ? (
        <p className={classes.okved}>
          <span className={classes.code}>{company.okved.code}</span>
          <span>{company.okved.name}</span>
        </p>
      ) : (
        <p className={classes.muted}>{t('card.noData')}</p>
      )}
      {additional.length > 0 ? (
        <>
          <UnstyledButton
            className={classes.toggle}
            onClick={toggle}
            aria-expanded={expanded}
            aria-controls={listId}
            data-expanded={expanded || undefined}
          >
            {expanded ? t('card.okvedAdditionalHide') : t('card.okvedAdditionalShow', { total: additional.length })}
            <IconChevronDown size={16} className={classes.toggleIcon} />
          </UnstyledButton>
          <Collapse expanded={expanded} id={listId}>
            <ul className={classes.okvedList}>
              {additional.map((item) => (
                <li key={item.code} className={classes.okved}>
                  <span className={classes.code}>{item.code}</span>
                  <span>{item.name}</span>
                </li>
              ))}
            </ul>
          </Collapse>
        </>
      ) : null}
    </div>
  );
}
