import { FAMILY_NOTICE_CHANNELS, type FamilyNoticePreferences } from '@rihla/shared/contracts/family';
import { NEAR_MINUTES_MAX, NEAR_MINUTES_MIN } from '@rihla/shared/contracts/notices';
import { problemText } from '@rihla/shared/mobile/problem-text';
import { type FormEvent, useId, useState } from 'react';
import { useFamily } from '../../../family-context';
import {
  useNoticePreferences,
  usePushState,
  useSaveNoticePreferences,
  useSwitchPush,
} from '../api/notifications';
import type { PushState } from '../web-push';

/** "Notifications on this phone": a switch, and what it is now in words (never a colour alone). */
function PhoneSwitch() {
  const { m } = useFamily();
  const state = usePushState();
  const change = useSwitchPush();
  const now: PushState | undefined = state.data;
  const locked = now === 'unsupported' || now === 'blocked';
  return (
    <>
      <label className="m-check">
        <input
          type="checkbox"
          role="switch"
          aria-checked={now === 'on'}
          checked={now === 'on'}
          disabled={now === undefined || locked || change.isPending}
          onChange={(event) => change.mutate(event.target.checked)}
        />
        <span>{m.notifications.phone}</span>
      </label>
      {now ? (
        // Read out when it changes, but not a status region: the page's own status messages stay the one.
        <p className={locked ? 'm-alert m-alert-info' : 'm-muted'} aria-live="polite" data-push-state={now}>
          {m.notifications.state[now]}
        </p>
      ) : null}
      {change.isError ? (
        <p className="m-alert" role="alert">
          {m.notifications.failed}
        </p>
      ) : null}
    </>
  );
}

/** The channels and "bus near" minutes, the record the console's parent page keeps. */
function PreferencesForm({
  preferences,
  save,
}: {
  preferences: FamilyNoticePreferences;
  /** Kept by the section: the form is made anew for each version saved, its outcome stays. */
  save: ReturnType<typeof useSaveNoticePreferences>;
}) {
  const { m } = useFamily();
  const ids = { channels: useId(), minutes: useId() };
  const [channels, setChannels] = useState(preferences.channels);
  const [minutes, setMinutes] = useState(String(preferences.nearMinutes));
  const toggle = (channel: (typeof FAMILY_NOTICE_CHANNELS)[number], on: boolean) =>
    setChannels((now) => (on ? [...now, channel] : now.filter((c) => c !== channel)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ channels, nearMinutes: Number(minutes), version: preferences.version });
  };
  return (
    <form className="m-card-form" onSubmit={submit} noValidate>
      <fieldset className="m-choices" aria-describedby={preferences.hasEmail ? undefined : ids.channels}>
        <legend>{m.notifications.channels}</legend>
        {FAMILY_NOTICE_CHANNELS.map((channel) => (
          <label key={channel} className="m-check">
            <input
              type="checkbox"
              name="channels"
              value={channel}
              checked={channels.includes(channel)}
              disabled={channel === 'email' && !preferences.hasEmail}
              onChange={(event) => toggle(channel, event.target.checked)}
            />
            <span>{m.notifications.channel[channel]}</span>
          </label>
        ))}
        {preferences.hasEmail ? null : (
          <p id={ids.channels} className="m-muted">
            {m.notifications.noEmail}
          </p>
        )}
      </fieldset>
      <label className="m-field" htmlFor={ids.minutes}>
        {m.notifications.nearMinutes}
        <input
          id={ids.minutes}
          className="m-input m-ltr"
          dir="ltr"
          type="number"
          inputMode="numeric"
          min={NEAR_MINUTES_MIN}
          max={NEAR_MINUTES_MAX}
          value={minutes}
          onChange={(event) => setMinutes(event.target.value)}
        />
      </label>
      <button className="m-button m-button-block" type="submit" disabled={save.isPending}>
        {m.notifications.save}
      </button>
      {save.isSuccess ? (
        <p className="m-alert m-alert-ok" role="status">
          {m.notifications.saved}
        </p>
      ) : null}
      {save.isError ? (
        <p className="m-alert" role="alert">
          {problemText(save.error, m.errors.network)}
        </p>
      ) : null}
    </form>
  );
}

/**
 * How the family is told (ADR 0074): this phone's notifications (web push), and the channels and
 * minutes the office's console keeps for the parent. Its own chunk, loaded after the first screen.
 */
export default function NotificationsSection() {
  const { m } = useFamily();
  const heading = useId();
  const preferences = useNoticePreferences();
  const save = useSaveNoticePreferences();
  return (
    <section className="m-card" aria-labelledby={heading}>
      <h2 id={heading}>{m.notifications.heading}</h2>
      <PhoneSwitch />
      {preferences.data ? (
        <PreferencesForm key={preferences.data.version} preferences={preferences.data} save={save} />
      ) : null}
      {preferences.error ? (
        <p className="m-alert" role="alert">
          {problemText(preferences.error, m.errors.network)}
        </p>
      ) : null}
    </section>
  );
}
