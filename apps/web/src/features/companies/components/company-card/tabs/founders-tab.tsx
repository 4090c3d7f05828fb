import { EmptyState } from '../card-block.tsx';
import type { TCardTabProps } from './tab-props.ts';

export function FoundersTab(_props: TCardTabProps) {
  return <EmptyState />;
}
