import { prefetchList } from '@rihla/shared/http/prefetch-list';
import { withLabels } from '@rihla/shared/i18n/labels';
import { FAMILIES_LABELS } from '@rihla/shared/i18n/messages/families';
import type { RemoteModule } from '@rihla/shared/shell/remote-contract';
import { AntdScope } from '@rihla/shared/ui/antd-scope';
import { lazyPage as page } from '@rihla/shared/ui/lazy-page';
import { parentsQueryOptions } from './features/parents/api/get-parents';
import { studentsQueryOptions } from './features/students/api/get-students';

/** The families remote's pages, keyed by the `page` field of the shared route table. */
const routes: RemoteModule = {
  namespace: 'families',
  // Kept mounted by the shell across this remote's pages (ADR 0043).
  Scope: AntdScope,
  pages: {
    'parent-list': page(() => import('./pages/parent-list-page')),
    'parent-details': page(() => import('./pages/parent-details-page')),
    'student-list': page(() => import('./pages/student-list-page')),
    'student-details': page(() => import('./pages/student-details-page')),
    'registration-requests': page(() => import('./pages/registration-requests-page')),
    'notice-list': page(() => import('./pages/notice-list-page')),
    'notice-templates': page(() => import('./pages/notice-templates-page')),
  },
  // The first page of each list, fetched when the operator points at its link.
  prefetch: {
    'parent-list': prefetchList(parentsQueryOptions),
    'student-list': prefetchList(studentsQueryOptions),
  },
  // The remote's texts, and the labels it shares with the API's exports.
  loadMessages: async (locale) =>
    withLabels(
      (locale === 'ar' ? await import('./i18n/ar.json') : await import('./i18n/en.json')).default,
      FAMILIES_LABELS[locale],
    ),
};

export default routes;
