import { isRecipient } from '@rihla/shared/contracts/alert-rules';
import { pathTo } from '@rihla/shared/routes/path-to';
import { useShell } from '@rihla/shared/shell/shell-context';
import { useLiveFeed } from '@rihla/shared/ui/use-live-feed';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ToastArea, topCornerAtInlineEnd } from './toast-area';

const ALERT_CENTRE = pathTo('alert-centre');
/** An SOS stays until closed; the other alerts leave after this long (they wait in the alert centre). */
const ALERT_TOAST_MS = 12_000;
/** Alerts have their own toast area (see AlertToasts). */
const LIVE_ALERTS_GROUP = 'live-alerts';

/**
 * Shows each new (or newly escalated) alert of the live feed as a toast, on every page of the
 * console, to the operators its rule names for the console (ADR 0063).
 */
function AlertToastFeed() {
  const { t } = useTranslation();
  const { toast, localePath, session } = useShell();
  const navigate = useNavigate();
  useLiveFeed((event) => {
    if (event.kind !== 'alert') return;
    const alert = event.data;
    // Acknowledging or resolving also goes out on the feed; only a new alert is news.
    if (alert.status !== 'open') return;
    if (!alert.audience || !session || !isRecipient(alert.audience, session.operator)) return;
    const sos = alert.type === 'sos';
    // A plate reads left to right inside Arabic text too: isolate it (toasts are plain text).
    const plate = `\u2066${alert.plateNumber}\u2069`;
    toast.add({
      group: LIVE_ALERTS_GROUP,
      severity: sos ? 'error' : 'warn',
      summary: alert.escalatedAt
        ? t('liveAlerts.escalated', { type: t(`liveAlerts.type.${alert.type}`) })
        : t(`liveAlerts.type.${alert.type}`),
      detail: alert.tripName
        ? t('liveAlerts.onTrip', { plate, trip: alert.tripName })
        : t('liveAlerts.onBus', { plate }),
      ...(sos ? {} : { life: ALERT_TOAST_MS }),
      action: { label: t('liveAlerts.open'), onClick: () => navigate(localePath(ALERT_CENTRE)) },
    });
  });
  return null;
}

/** Alerts reach operators who may read trips (the stream's own rule); others open no stream. */
export function AlertToasts() {
  const { t } = useTranslation();
  const { can, locale } = useShell();
  if (!can('trips:read')) return null;
  // An SOS stays until closed, so its area sits at the inline end under the top bar: the side
  // navigation (inline start, the right in Arabic) and the bar's buttons stay clickable.
  return (
    <>
      <AlertToastFeed />
      <ToastArea
        group={LIVE_ALERTS_GROUP}
        position={topCornerAtInlineEnd(locale)}
        className="toast-area--under-top-bar"
        label={t('liveAlerts.region')}
      />
    </>
  );
}
