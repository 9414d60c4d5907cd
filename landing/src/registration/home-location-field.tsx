import { lazy, Suspense, useState } from 'react';
import { fill } from '../messages';
import { useLanding } from '../messages-context';

const HomeMap = lazy(() => import('./home-map'));

interface HomeLocationFieldProps {
  lat: string;
  lng: string;
  error?: string;
  onChange(lat: string, lng: string): void;
}

const round = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** Home location: a click on a map loaded on demand, or the browser's current position. */
export function HomeLocationField({ lat, lng, error, onChange }: HomeLocationFieldProps) {
  const { m } = useLanding();
  const [mapOpen, setMapOpen] = useState(false);
  const [locating, setLocating] = useState<'idle' | 'busy' | 'denied'>('idle');
  const chosen = lat !== '' && lng !== '' ? { lat: Number(lat), lng: Number(lng) } : null;

  const useCurrent = () => {
    if (!('geolocation' in navigator)) return setLocating('denied');
    setLocating('busy');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating('idle');
        onChange(round(position.coords.latitude), round(position.coords.longitude));
      },
      () => setLocating('denied'),
      { timeout: 10_000 },
    );
  };

  return (
    <fieldset className={error ? 'field field--invalid' : 'field'} aria-describedby="homeLat-hint">
      <legend id="homeLat">{m.form.home}</legend>
      <p id="homeLat-hint" className="field__hint">
        {m.form.homeHint}
      </p>
      <div className="field__actions">
        <button
          id="homeLat-map"
          type="button"
          className="button"
          onClick={() => setMapOpen(true)}
          aria-expanded={mapOpen}
        >
          {m.form.homeOpenMap}
        </button>
        <button type="button" className="button" onClick={useCurrent} disabled={locating === 'busy'}>
          {m.form.homeUseCurrent}
        </button>
      </div>
      {mapOpen && (
        <Suspense fallback={<div className="home-map home-map--loading" />}>
          <HomeMap label={m.form.mapLabel} value={chosen} onChoose={(a, b) => onChange(round(a), round(b))} />
        </Suspense>
      )}
      <p className="field__status" aria-live="polite">
        {locating === 'busy' && m.form.homeLocating}
        {locating === 'denied' && m.form.homeDenied}
        {chosen && locating === 'idle' && (
          <span data-testid="home-chosen">
            {fill(m.form.homeChosen, { lat: chosen.lat.toFixed(5), lng: chosen.lng.toFixed(5) })}
          </span>
        )}
      </p>
      {error && (
        <p id="homeLat-error" className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
