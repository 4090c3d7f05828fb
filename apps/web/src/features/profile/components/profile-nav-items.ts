import type { ComponentType } from 'react';
import {
  IconBasket,
  IconBell,
  IconBuilding,
  IconFileText,
  IconHeart,
  IconLifebuoy,
  IconMessage,
  IconPackage,
  IconReceipt,
  IconStar,
  IconUser,
  IconUsers,
} from '../../../components/ui/icons.tsx';

export interface TProfileNavItem {
  key:
    | 'info'
    | 'products'
    | 'friends'
    | 'orders'
    | 'tenders'
    | 'documents'
    | 'reviews'
    | 'favorites'
    | 'messages'
    | 'monitoring'
    | 'basket'
    | 'support';
  href: string;
  icon: ComponentType<{ size?: number }>;
}

/**
 * Spec §2: the sidebar and mobile bar list, in its order; change tracking joins it beside the messages, tenders
 * and the documents of deals beside the orders.
 */
export const PROFILE_NAV_ITEMS: readonly TProfileNavItem[] = [
  { key: 'info', href: '/profile/info', icon: IconUser },
  { key: 'products', href: '/profile/products', icon: IconPackage },
  { key: 'friends', href: '/profile/friends', icon: IconUsers },
  { key: 'orders', href: '/profile/orders', icon: IconReceipt },
  { key: 'tenders', href: '/profile/tenders', icon: IconBuilding },
  { key: 'documents', href: '/profile/documents', icon: IconFileText },
  { key: 'reviews', href: '/profile/reviews', icon: IconStar },
  { key: 'favorites', href: '/profile/favorites', icon: IconHeart },
  { key: 'messages', href: '/profile/messages', icon: IconMessage },
  { key: 'monitoring', href: '/profile/monitoring', icon: IconBell },
  { key: 'basket', href: '/profile/basket', icon: IconBasket },
  { key: 'support', href: '/profile/support', icon: IconLifebuoy },
];
