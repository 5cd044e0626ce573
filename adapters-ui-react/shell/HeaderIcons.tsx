const icon = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const CartIcon = () => (
  <svg aria-hidden="true" {...icon}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2 3h3l2.6 12.2a1.5 1.5 0 0 0 1.5 1.3h8.6a1.5 1.5 0 0 0 1.5-1.2L21 7H6" />
  </svg>
);

export const HeartIcon = () => (
  <svg aria-hidden="true" {...icon}>
    <path d="M12 20s-7-4.4-9-9a5 5 0 0 1 9-3 5 5 0 0 1 9 3c-2 4.6-9 9-9 9z" />
  </svg>
);

export const CompareIcon = () => (
  <svg aria-hidden="true" {...icon}>
    <path d="M6 20V10M12 20V4M18 20v-7" />
  </svg>
);

export const PinIcon = () => (
  <svg aria-hidden="true" {...icon} width={18} height={18}>
    <path d="M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11z" />
    <circle cx="12" cy="10" r="2.5" />
  </svg>
);

export const SearchIcon = () => (
  <svg aria-hidden="true" {...icon} width={20} height={20}>
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-3.5-3.5" />
  </svg>
);

export const HomeIcon = () => (
  <svg aria-hidden="true" {...icon}>
    <path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />
  </svg>
);

export const CatalogueIcon = () => (
  <svg aria-hidden="true" {...icon}>
    <rect x="4" y="4" width="6" height="6" rx="1" />
    <rect x="14" y="4" width="6" height="6" rx="1" />
    <rect x="4" y="14" width="6" height="6" rx="1" />
    <rect x="14" y="14" width="6" height="6" rx="1" />
  </svg>
);

export const PersonIcon = () => (
  <svg aria-hidden="true" {...icon}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
