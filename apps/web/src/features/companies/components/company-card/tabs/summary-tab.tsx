import { MainInfoCard } from '../main-info-card.tsx';
import type { TCardTabProps } from './tab-props.ts';

export function SummaryTab({ card }: TCardTabProps) {
  return <MainInfoCard company={card} />;
}
