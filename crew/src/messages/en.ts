/** English copy of the crew app. The Arabic file has the same shape (checked by the type). */
export const en = {
  title: 'Bus crew',
  otherLanguage: 'العربية',
  welcome: {
    heading: 'Your trips today',
    body: 'Sign in with your phone number to see your trips, stops and riders of today.',
  },
};

export type CrewMessages = typeof en;
