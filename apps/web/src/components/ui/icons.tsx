import type { SVGProps } from 'react';

/**
 * The handful of line icons the app needs, drawn inline so no icon package
 * ships with the bundle. They are decorative: callers give the control a label.
 */
export type TIconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame every line icon is drawn in; pass the strokes as children. */
export function LineIcon({ size = 18, children, ...props }: TIconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

export const IconSearch = (props: TIconProps) => (
  <LineIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </LineIcon>
);

export const IconCopy = (props: TIconProps) => (
  <LineIcon {...props}>
    <rect x="9" y="9" width="11" height="11" rx="2" />
    <path d="M5 15V6a2 2 0 0 1 2-2h8" />
  </LineIcon>
);

export const IconCheck = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="m5 12.5 4.5 4.5L19 7.5" />
  </LineIcon>
);

export const IconChevronDown = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </LineIcon>
);

export const IconGlobe = (props: TIconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3Z" />
  </LineIcon>
);

export const IconAlert = (props: TIconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </LineIcon>
);

export const IconInfo = (props: TIconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5.5M12 7.5v.01" />
  </LineIcon>
);

export const IconUser = (props: TIconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
  </LineIcon>
);

export const IconUsers = (props: TIconProps) => (
  <LineIcon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 19.5c1.2-3 3.6-4.5 6.5-4.5s5.3 1.5 6.5 4.5" />
    <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 15.3c1.6.7 2.8 2.1 3.5 4.2" />
  </LineIcon>
);

export const IconLifebuoy = (props: TIconProps) => (
  <LineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <circle cx="12" cy="12" r="3.5" />
    <path d="m5.6 5.6 3.9 3.9M14.5 14.5l3.9 3.9M18.4 5.6l-3.9 3.9M9.5 14.5l-3.9 3.9" />
  </LineIcon>
);

export const IconLogout = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M15 4h3a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-3" />
    <path d="M10 16.5 5.5 12 10 7.5M5.5 12H15" />
  </LineIcon>
);

export const IconBuilding = (props: TIconProps) => (
  <LineIcon {...props}>
    <rect x="4" y="3" width="11" height="18" rx="1" />
    <path d="M15 9h4a1 1 0 0 1 1 1v11M8 7h3M8 11h3M8 15h3M2.5 21h19" />
  </LineIcon>
);

/** A parcel: the seller's products. */
export const IconPackage = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M12 3 4 7v10l8 4 8-4V7l-8-4Z" />
    <path d="m4 7 8 4 8-4M12 11v10M8 5l8 4" />
  </LineIcon>
);

/** A receipt: the user's orders. */
export const IconReceipt = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </LineIcon>
);

/** A page with lines: documents of deals. */
export const IconFileText = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M14 3H6v18h12V7l-4-4Z" />
    <path d="M14 3v4h4M9 12h6M9 16h6" />
  </LineIcon>
);

/** A star: reviews and ratings. */
export const IconStar = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3Z" />
  </LineIcon>
);

/** Favorites. */
export const IconHeart = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.8 6.8 4.5c2-.2 3.7.9 5.2 2.8 1.5-1.9 3.2-3 5.2-2.8 3.4.3 5.3 3.7 4.1 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
  </LineIcon>
);

/** The basket: a shopping cart. */
export const IconBasket = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M3 4h2.2l2.3 11h10.8l2.2-8H6.4" />
    <circle cx="9.5" cy="19.5" r="1.5" />
    <circle cx="17" cy="19.5" r="1.5" />
  </LineIcon>
);

export const IconPlus = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </LineIcon>
);

export const IconTrash = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13M10 11v5.5M14 11v5.5" />
  </LineIcon>
);

export const IconPencil = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16v4Z" />
    <path d="m13.5 6.5 4 4" />
  </LineIcon>
);

export const IconCamera = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M4 8a2 2 0 0 1 2-2h2l1.5-2h5L16 6h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V8Z" />
    <circle cx="12" cy="13" r="3.5" />
  </LineIcon>
);

export const IconUserPlus = (props: TIconProps) => (
  <LineIcon {...props}>
    <circle cx="10" cy="8" r="4" />
    <path d="M3 20c1.3-3.3 3.9-5 7-5 1.6 0 3 .4 4.2 1.2M19 14v6M16 17h6" />
  </LineIcon>
);

export const IconMessage = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M4 5h16v11H9l-5 4V5Z" />
  </LineIcon>
);

export const IconArrowLeft = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M19 12H5" />
    <path d="m12 19-7-7 7-7" />
  </LineIcon>
);

export const IconSend = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M22 2 11 13" />
    <path d="m22 2-7 20-4-9-9-4 20-7Z" />
  </LineIcon>
);

export const IconBell = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M6 9a6 6 0 0 1 12 0c0 5 2 6.5 2 6.5H4S6 14 6 9Z" />
    <path d="M10 19a2 2 0 0 0 4 0" />
  </LineIcon>
);

export const IconEye = (props: TIconProps) => (
  <LineIcon {...props}>
    <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Z" />
    <circle cx="12" cy="12" r="3" />
  </LineIcon>
);
