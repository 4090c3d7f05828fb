import { BankruptcyBlock } from '../debts/bankruptcy-block.tsx';
import { EnforcementsBlock } from '../debts/enforcements-block.tsx';
import classes from '../registry/registry.module.css';
import type { TCardTabProps } from './tab-props.ts';

/** Debts: ФССП enforcement proceedings (paid) and ЕФРСБ bankruptcy messages. */
export function DebtsTab({ card }: TCardTabProps) {
  return (
    <div className={classes.stack}>
      <EnforcementsBlock inn={card.inn} />
      <BankruptcyBlock inn={card.inn} />
    </div>
  );
}
