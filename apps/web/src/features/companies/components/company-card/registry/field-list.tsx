import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../../../components/ui/copy-button.tsx';
import classes from './registry.module.css';

/** A label–value list of the registry tabs; use `Field` rows inside. */
export function FieldList({ children }: { children: ReactNode }) {
  return <dl className={classes.fields}>{children}</dl>;
}

interface TFieldProps {
  label: string;
  /** Shown as is; `null`/empty prints «Нет данных». */
  children?: ReactNode;
  /** Adds a copy button for this exact text (identifiers). */
  copy?: string | null;
}

export function Field({ label, children, copy }: TFieldProps) {
  const { t } = useTranslation();
  const empty = children === null || children === undefined || children === '' || children === false;
  return (
    <div className={classes.field}>
      <dt className={classes.label}>{label}</dt>
      <dd className={classes.value}>
        {empty ? <span className={classes.muted}>{t('card.noData')}</span> : children}
        {!empty && copy ? <CopyButton value={copy} label={label} /> : null}
      </dd>
    </div>
  );
}

/** «12300 Общества с ограниченной ответственностью»: a classifier code with its name when known. */
export function CodeValue({ code, name }: { code: string; name?: string | null }) {
  return (
    <>
      <span className={classes.code}>{code}</span>
      {name ? <span>{name}</span> : null}
    </>
  );
}
