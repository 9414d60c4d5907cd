import { ROUTES } from '@rihla/shared/routes/route-table';

/** A card of the settings index: the page it opens (a route-table page key). */
export interface SettingsSection {
  page: string;
  icon: string;
}

/** Every settings section the index offers, in the order an install is set up. */
const SECTIONS: readonly SettingsSection[] = [
  {
    page: 'settings-company',
    icon: 'M3 21h18M5 21V7l7-4 7 4v14M9 9h1M14 9h1M9 13h1M14 13h1M10 21v-4h4v4',
  },
  {
    page: 'settings-operators',
    icon: 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21a7 7 0 0 1 14 0M17 11l2 2 4-4',
  },
  { page: 'settings-schools', icon: 'M2 9l10-5 10 5-10 5zM6 11v5c3 3 9 3 12 0v-5' },
  { page: 'settings-regions', icon: 'M3 6l6-3 6 3 6-3v15l-6 3-6-3-6 3zM9 3v15M15 6v15' },
  {
    page: 'settings-stops',
    icon: 'M12 21s-7-6.1-7-11a7 7 0 0 1 14 0c0 4.9-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  },
  { page: 'settings-calendar', icon: 'M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M8 14h2M14 14h2M8 18h2' },
  {
    page: 'settings-alert-rules',
    icon: 'M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0',
  },
  { page: 'settings-zatca', icon: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h5' },
];

/** The sections whose page is in the route table, with its path: a card never links to a missing page. */
export function availableSections(): (SettingsSection & { path: string })[] {
  return SECTIONS.flatMap((section) => {
    const route = ROUTES.find((candidate) => candidate.page === section.page);
    return route ? [{ ...section, path: route.path }] : [];
  });
}
