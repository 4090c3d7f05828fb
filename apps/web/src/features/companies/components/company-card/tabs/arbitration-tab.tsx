import { EmptyState } from '../card-block.tsx';
import type { TCardTabProps } from './tab-props.ts';

export function ArbitrationTab(_props: TCardTabProps) {
  return <EmptyState />;
}
