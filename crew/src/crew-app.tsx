import { PhoneLayout } from '@rihla/shared/mobile-ui/phone-layout';
import { useCrew } from './crew-context';

/** The crew app's screens inside the phone frame. */
export function CrewApp() {
  const { place, m } = useCrew();
  return (
    <PhoneLayout
      title={m.title}
      otherLanguage={{
        label: m.otherLanguage,
        href: place.otherPath,
        lang: place.locale === 'ar' ? 'en' : 'ar',
      }}
    >
      <section className="m-card">
        <h2>{m.welcome.heading}</h2>
        <p className="m-muted">{m.welcome.body}</p>
      </section>
    </PhoneLayout>
  );
}
