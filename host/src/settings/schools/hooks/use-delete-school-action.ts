import type { School } from '@rihla/shared/contracts/schools';
import { nameIn } from '@rihla/shared/format/name-in';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useDeleteAction } from '@rihla/shared/ui/use-delete-action';
import { useTranslation } from 'react-i18next';
import { schoolKeys } from '../api/school-keys';

const REFRESHED = [schoolKeys.all];

/**
 * Deletes the version of the school the operator saw. A school students or trips still refer to
 * is refused by the API (409 `conflict.inUse`), and that refusal is the toast.
 */
export function useDeleteSchoolAction() {
  const { t } = useTranslation();
  const { locale } = useShell();
  return useDeleteAction<School>({
    path: 'schools',
    invalidate: REFRESHED,
    doneSummary: (school) => t('schools.delete.done', { name: nameIn(locale, school) }),
  });
}
