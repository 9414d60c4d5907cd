import type { MobileAppCopy } from '@rihla/shared/build/mobile-shell-plugin';

/** The app's name and description per language: page titles, install prompt, home-screen label. */
export const FAMILY_APP_COPY: Record<'ar' | 'en', MobileAppCopy> = {
  ar: {
    name: 'رحلة — الأسرة',
    shortName: 'رحلة للأسرة',
    description: 'رحلات أبنائك اليوم وموعد وصول الحافلة، والإبلاغ عن الغياب.',
  },
  en: {
    name: 'Rihla — family',
    shortName: 'Rihla family',
    description: "Your children's trips of today, when the bus reaches their stop, and reporting an absence.",
  },
};
