import type { ComponentType } from 'react';
import {
  IconBasket,
  IconHeart,
  IconLifebuoy,
  IconPackage,
  IconReceipt,
  IconStar,
  IconUser,
  IconUsers,
} from '../../../components/ui/icons.tsx';

export interface TProfileNavItem {
  key: 'info' | 'products' | 'friends' | 'orders' | 'reviews' | 'favorites' | 'messages' | 'basket' | 'support';
  href: string;
  icon: ComponentType<{ size?: number }>;
  /**
   * Whether the page exists yet. Messages arrive with their issue; until then they stay out of the
   * menu rather than lead to a 404 (each issue flips its flag).
   */
  available: boolean;
}

/** Spec §2: the sidebar and mobile bar list, in its order. */
export const PROFILE_NAV_ITEMS: readonly TProfileNavItem[] = [
  { key: 'info', href: '/profile/info', icon: IconUser, available: true },
  { key: 'products', href: '/profile/products', icon: IconPackage, available: true },
  { key: 'friends', href: '/profile/friends', icon: IconUsers, available: true },
  { key: 'orders', href: '/profile/orders', icon: IconReceipt, available: true },
  { key: 'reviews', href: '/profile/reviews', icon: IconStar, available: true },
  { key: 'favorites', href: '/profile/favorites', icon: IconHeart, available: true },
  { key: 'messages', href: '/profile/messages', icon: IconUser, available: false },
  { key: 'basket', href: '/profile/basket', icon: IconBasket, available: true },
  { key: 'support', href: '/profile/support', icon: IconLifebuoy, available: true },
];

export const profileNavItems = () => PROFILE_NAV_ITEMS.filter((item) => item.available);
