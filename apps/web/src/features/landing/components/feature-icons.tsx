import type { ReactNode } from 'react';
import { LineIcon } from '../../../components/ui/icons.tsx';
import type { TFeatureKey } from '../lib/landing-content.ts';

/** Line icons of the feature cards, drawn inline (no icon package in the landing bundle). Decorative. */
function Icon({ children }: { children: ReactNode }) {
  return (
    <LineIcon size={24} strokeWidth={1.8}>
      {children}
    </LineIcon>
  );
}

const PATHS: Record<TFeatureKey, ReactNode> = {
  support: (
    <>
      <path d="M4 5h16v11H9l-5 4z" />
      <path d="M8 9.5h8M8 12.5h5" />
    </>
  ),
  reliability: (
    <>
      <path d="M12 3 5 6v5c0 4.4 3 8.3 7 10 4-1.7 7-5.6 7-10V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  history: (
    <>
      <path d="M3.5 12a8.5 8.5 0 1 0 2.5-6" />
      <path d="M3 4v4h4" />
      <path d="M12 8v4l3 2" />
    </>
  ),
  friends: (
    <>
      <circle cx="9" cy="8" r="3.2" />
      <path d="M3.5 19c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
      <path d="M16 5.2a3 3 0 0 1 0 5.6M17.5 14.2c1.6.6 2.7 2.2 3 4.8" />
    </>
  ),
  registers: (
    <>
      <rect x="4" y="3.5" width="16" height="17" rx="2" />
      <path d="M8 8h8M8 12h8M8 16h5" />
    </>
  ),
  tracking: (
    <>
      <path d="M6 16V11a6 6 0 1 1 12 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </>
  ),
  search: (
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m20 20-4.8-4.8" />
      <path d="M8 10.5h5" />
    </>
  ),
  connections: (
    <>
      <circle cx="6" cy="6" r="2.5" />
      <circle cx="18" cy="7" r="2.5" />
      <circle cx="12" cy="18" r="2.5" />
      <path d="M8.3 7.2 15.6 7M7.2 8.2l3.6 7.6M16.9 9.2l-3.7 6.6" />
    </>
  ),
  arbitration: (
    <>
      <path d="M12 4v16M7 20h10" />
      <path d="M5 8h14" />
      <path d="m5 8-2.5 6a2.5 2.5 0 0 0 5 0zM19 8l-2.5 6a2.5 2.5 0 0 0 5 0z" />
    </>
  ),
};

export function FeatureIcon({ feature }: { feature: TFeatureKey }) {
  return <Icon>{PATHS[feature]}</Icon>;
}

/** A columned public building: the mark of an official source. */
export function SourceIcon() {
  return (
    <Icon>
      <path d="M3 9.5 12 4l9 5.5z" />
      <path d="M5.5 10v7M10 10v7M14 10v7M18.5 10v7" />
      <path d="M3.5 20h17" />
    </Icon>
  );
}

/** A check mark for the points of "about the project". */
export function PointIcon() {
  return (
    <Icon>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.3 2.7 2.7L16 9.7" />
    </Icon>
  );
}
