/**
 * The settings area's pages, each its own chunk, keyed by the route table's page key. Adding a
 * settings page: its route in the route table (area `settings`), its loader here, and its card in
 * settings-sections.ts; the page renders inside <SettingsFrame>.
 */
export const SETTINGS_PAGES: Record<string, () => Promise<{ Component: () => React.JSX.Element }>> = {
  settings: () =>
    import('./settings-index/settings-index-page').then(({ SettingsIndexPage }) => ({
      Component: SettingsIndexPage,
    })),
  'settings-operators': () =>
    import('./operators/operators-page').then(({ OperatorsPage }) => ({ Component: OperatorsPage })),
  'settings-company': () =>
    import('./company/company-page').then(({ CompanyPage }) => ({ Component: CompanyPage })),
  'settings-schools': () =>
    import('./schools/schools-page').then(({ SchoolsPage }) => ({ Component: SchoolsPage })),
  'settings-regions': () =>
    import('./regions/regions-page').then(({ RegionsPage }) => ({ Component: RegionsPage })),
  'settings-stops': () => import('./stops/stops-page').then(({ StopsPage }) => ({ Component: StopsPage })),
  'settings-calendar': () =>
    import('./calendar/calendar-page').then(({ CalendarPage }) => ({ Component: CalendarPage })),
  'settings-alert-rules': () =>
    import('./alert-rules/alert-rules-page').then(({ AlertRulesPage }) => ({ Component: AlertRulesPage })),
  'settings-zatca': () => import('./zatca/zatca-page').then(({ ZatcaPage }) => ({ Component: ZatcaPage })),
};
