import type { MobileAppCopy } from '@rihla/shared/build/mobile-shell-plugin';

/** The app's name and description per language: page titles, install prompt, home-screen label. */
export const CREW_APP_COPY: Record<'ar' | 'en', MobileAppCopy> = {
  ar: {
    name: 'رحلة — طاقم الحافلة',
    shortName: 'طاقم رحلة',
    description: 'رحلات اليوم للسائق والمرافقة: المحطات والطلاب وأرقام أولياء الأمور.',
  },
  en: {
    name: 'Rihla — bus crew',
    shortName: 'Rihla crew',
    description: "Today's trips for the driver and the attendant: stops, riders and guardians' phones.",
  },
};
