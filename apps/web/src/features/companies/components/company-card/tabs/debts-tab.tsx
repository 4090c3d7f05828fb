import { EmptyState } from '../card-block.tsx';
import type { TCardTabProps } from './tab-props.ts';

export function DebtsTab(_props: TCardTabProps) {
  return <EmptyState />;
}
