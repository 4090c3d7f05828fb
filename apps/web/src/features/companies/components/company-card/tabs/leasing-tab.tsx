import { PledgesBlock } from '../leasing/pledges-block.tsx';
import type { TCardTabProps } from './tab-props.ts';

/** Leasing: Федресурс pledge and leasing messages naming the ЮЛ or ИП (paid). */
export function LeasingTab({ card }: TCardTabProps) {
  return <PledgesBlock inn={card.inn} />;
}
