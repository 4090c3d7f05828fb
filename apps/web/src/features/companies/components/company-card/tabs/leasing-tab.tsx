import { EmptyState } from '../card-block.tsx';
import type { TCardTabProps } from './tab-props.ts';

export function LeasingTab(_props: TCardTabProps) {
  return <EmptyState />;
}
