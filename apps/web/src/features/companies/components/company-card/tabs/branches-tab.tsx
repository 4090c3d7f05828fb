import { useTranslation } from 'react-i18next';
import { CardBlock, EmptyState } from '../../../../../components/ui/card-block.tsx';
import { BranchTable } from '../registry/branch-table.tsx';
import classes from '../registry/registry.module.css';
import type { TCardTabProps } from './tab-props.ts';

/** Branches and representative offices from the ЕГРЮЛ; a sole trader has none (spec §2). */
export function BranchesTab({ card }: TCardTabProps) {
  const { t } = useTranslation();
  const division = card.kind === 'company' ? card.division[0] : undefined;
  const filials = division?.filials ?? [];
  const offices = division?.representative_offices ?? [];

  if (filials.length === 0 && offices.length === 0) {
    return (
      <CardBlock title={t('card-registry.branches.title')} source={division?.source ?? card.source}>
        <EmptyState />
      </CardBlock>
    );
  }

  return (
    <div className={classes.stack}>
      <CardBlock
        title={t('card-registry.branches.filials')}
        source={division?.source}
        aside={<span className={classes.count}>{t('card-registry.count', { count: filials.length })}</span>}
      >
        {filials.length > 0 ? <BranchTable branches={filials} testId="filials-table" /> : <EmptyState />}
      </CardBlock>
      <CardBlock
        title={t('card-registry.branches.offices')}
        source={division?.source}
        aside={<span className={classes.count}>{t('card-registry.count', { count: offices.length })}</span>}
      >
        {offices.length > 0 ? <BranchTable branches={offices} testId="offices-table" /> : <EmptyState />}
      </CardBlock>
    </div>
  );
}
