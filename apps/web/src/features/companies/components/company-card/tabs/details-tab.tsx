import { AuthoritiesBlock } from '../details/authorities-block.tsx';
import { CodesBlock } from '../details/codes-block.tsx';
import { CompanyOrganisationBlock, EntrepreneurPersonBlock } from '../details/organisation-block.tsx';
import classes from '../registry/registry.module.css';
import type { TCardTabProps } from './tab-props.ts';

/** Every code and registration of the ЮЛ or ИП (spec §2 «Details»). */
export function DetailsTab({ card }: TCardTabProps) {
  return (
    <div className={classes.stack} data-testid="details-tab">
      <CodesBlock card={card} />
      <AuthoritiesBlock card={card} />
      {card.kind === 'company' ? <CompanyOrganisationBlock card={card} /> : <EntrepreneurPersonBlock card={card} />}
    </div>
  );
}
