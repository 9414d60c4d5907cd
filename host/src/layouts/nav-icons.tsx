import type { Area } from '@rihla/shared/routes/route-table';

type IconArea = Exclude<Area, 'landing'>;

/** Simple line icons (24x24). Vehicles and arrows point the way we read, so they mirror in RTL. */
const PATHS: Record<IconArea, string> = {
  overview: 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
  buses: 'M4 5a2 2 0 0 1 2-2h10a4 4 0 0 1 4 4v10H4zM4 11h16M7 17v3M17 17v3M7 14h1M16 14h1',
  drivers: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  trips:
    'M5 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM19 9a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM7 17h6a3 3 0 0 0 0-6h-2a3 3 0 0 1 0-6h6',
  'disrupted-trips': 'M12 3l10 18H2zM12 10v4M12 17v.5',
  monitoring: 'M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z',
  alerts: 'M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 21h4',
  kpis: 'M3 21h18M6 17v-5M11 17V8M16 17v-7M21 4l-6 5-4-3-6 5',
  zones: 'M12 21s-7-6-7-11a7 7 0 0 1 14 0c0 5-7 11-7 11zM3 21h18',
  parents:
    'M9 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM17 11a2.5 2.5 0 1 0 0-5M3 20a6 6 0 0 1 12 0M16 14a5 5 0 0 1 5 6',
  students: 'M2 9l10-5 10 5-10 5zM6 11v5c3 3 9 3 12 0v-5',
  'registration-requests': 'M6 3h9l4 4v14H6zM14 3v5h5M9 13h7M9 17h5',
  notifications: 'M4 6h16v12H4zM4 7l8 6 8-6',
  'subscription-packages': 'M3 8l9-5 9 5v8l-9 5-9-5zM3 8l9 5 9-5M12 13v8',
  settlements: 'M4 7h13l-3-3M20 17H7l3 3',
  finance: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z',
  account: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5 21v-1a7 7 0 0 1 14 0v1M16 15l2 2 4-4',
};

const DIRECTIONAL: ReadonlySet<IconArea> = new Set(['buses', 'trips', 'settlements']);

export function NavIcon({ area }: { area: IconArea }) {
  return (
    <svg
      className={DIRECTIONAL.has(area) ? 'nav-icon nav-icon--directional' : 'nav-icon'}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[area]} />
    </svg>
  );
}

/** A chevron pointing to the inline start (folds the navigation); mirrored in RTL by CSS. */
export function CollapseIcon({ collapsed }: { collapsed: boolean }) {
  return (
    <svg
      className="nav-icon nav-icon--directional"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d={collapsed ? 'M9 6l6 6-6 6' : 'M15 6l-6 6 6 6'} />
    </svg>
  );
}
