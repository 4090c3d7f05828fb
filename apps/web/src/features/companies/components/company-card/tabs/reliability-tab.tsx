import { EmptyState } from '../card-block.tsx';
import type { TCardTabProps } from './tab-props.ts';

export function ReliabilityTab(_props: TCardTabProps) {
  return <EmptyState />;
}
