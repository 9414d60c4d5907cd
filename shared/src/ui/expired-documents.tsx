import { useShell } from '@rihla/shared/shell/shell-context';
import type { FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef } from 'react';
import { useUiText } from './ui-texts';
import { useOperatorsToday } from './use-operators-today';

/**
 * Today on the operators' clock, read when called (a save may answer after the clock arrives);
 * the browser's day until the settings are read (they differ only around midnight).
 */
function useOperatorsTodayOrBrowsers(): () => string {
  const today = useRef<string | undefined>(undefined);
  today.current = useOperatorsToday();
  return () => today.current ?? dayjs().format('YYYY-MM-DD');
}

/** A document of a bus or a person: its name on screen and its expiry date. */
export interface DocumentExpiry {
  label: string;
  expiry: string | null;
}

/**
 * A warning (it does not stop the save) under an expiry date already past on the operators'
 * clock: the planner will refuse the record on any trip until it is renewed, so the operator
 * learns it while typing rather than at planning time.
 */
export function useExpiredDocumentRule(): FormRule {
  const t = useUiText();
  const today = useOperatorsTodayOrBrowsers();
  return {
    warningOnly: true,
    validator: async (_, value: Dayjs | null | undefined) => {
      if (value && value.format('YYYY-MM-DD') < today()) throw new Error(t('expiry.blocksTrips'));
    },
  };
}

/**
 * The "saved" toast of a record with documents: a warning naming the expired ones (it is saved,
 * but cannot go on a trip), a plain success otherwise.
 */
export function useSavedWithDocumentsToast() {
  const { toast, locale } = useShell();
  const t = useUiText();
  const today = useOperatorsTodayOrBrowsers();
  return (summary: string, documents: DocumentExpiry[]) => {
    const expired = documents.filter((d) => d.expiry && d.expiry < today()).map((d) => d.label);
    if (expired.length === 0) {
      toast.add({ severity: 'success', summary, life: 4000 });
      return;
    }
    const names = expired.join(locale === 'ar' ? '، ' : ', ');
    toast.add({
      severity: 'warn',
      summary,
      detail: t('expiry.savedExpired', { documents: names }),
      life: 10000,
    });
  };
}
