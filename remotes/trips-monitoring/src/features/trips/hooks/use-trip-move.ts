import type { TripDetails, TripStatus } from '@rihla/shared/contracts/trips';
import { ProblemError } from '@rihla/shared/http/problem-error';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useReturnFocus } from '@rihla/shared/ui/use-return-focus';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTransitionTrip } from '../api/transition-trip';

/**
 * A status move of the trip, toasted either way: a refusal names the moves allowed now, and the
 * API's "children still on board" opens the end-of-trip child check instead of a toast.
 */
export function useTripMove(trip: TripDetails) {
  const { t } = useTranslation('trips');
  const { toast } = useShell();
  const transition = useTransitionTrip(trip.id);
  /**
   * The end-of-trip child check, open until the attendant confirms: `reason` is the API's refusal
   * (children still scanned on), or null when the timeline alone warns (stops or riders missed).
   */
  const [childCheck, setChildCheck] = useState<{ reason: string | null } | null>(null);
  useReturnFocus(childCheck !== null);

  const move = (to: TripStatus, confirmEmpty = false) =>
    transition.mutate(
      {
        to: to as 'in_progress' | 'completed' | 'cancelled',
        version: trip.version,
        ...(confirmEmpty ? { confirmEmpty: true } : {}),
      },
      {
        onSuccess: (moved) => {
          setChildCheck(null);
          toast.add({
            severity: 'success',
            summary: t('update.moved', { status: t(`status.${moved.status}`) }),
            life: 4000,
          });
        },
        onError: (error) => {
          const problem = error instanceof ProblemError ? error.problem : undefined;
          if (problem?.code === 'trips.childrenOnBoard') {
            setChildCheck({ reason: problem.title });
            return;
          }
          const allowed = (problem?.allowed ?? []).map((s) => t(`move.${s}`)).join('، ');
          const reasons = (problem?.errors ?? []).map((e) => e.message).join(' ');
          toast.add({
            severity: 'error',
            summary: problem?.title ?? t('update.refused'),
            detail: [reasons, allowed ? t('update.allowedNow', { moves: allowed }) : '']
              .filter(Boolean)
              .join(' '),
            life: 8000,
          });
        },
      },
    );

  return { move, moving: transition.isPending, childCheck, setChildCheck };
}
