/** English copy of the crew app. The Arabic file has the same shape (checked by the type). */
export const en = {
  title: 'Bus crew',
  otherLanguage: 'العربية',
  signOut: 'Sign out',
  loading: 'Loading…',
  signIn: {
    heading: 'Sign in',
    lead: 'Your trips of today, their stops and riders, on your phone.',
    phone: 'Mobile number',
    phoneHint: 'The number the office has for you, e.g. 0501234567',
    sendCode: 'Send the code',
    code: 'Code from the text message',
    codeSentTo: 'We texted a 6-digit code to {phone}.',
    enter: 'Sign in',
    otherNumber: 'Another number',
    resend: 'Send a new code',
  },
  home: {
    hello: 'Hello, {name}',
    role: { driver: 'Driver', attendant: 'Attendant' },
  },
  today: {
    none: 'No trips for you today.',
    bus: 'Bus',
    school: 'School',
    youAre: 'You are',
    statusLabel: 'Status',
    status: {
      scheduled: 'Scheduled',
      in_progress: 'On the road',
      disrupted: 'Disrupted',
      completed: 'Completed',
      cancelled: 'Cancelled',
    },
    riderCount: '{present} of {total} riders today',
    noRiders: 'No riders at this stop.',
    grade: 'Grade {grade}',
    absent: 'Absent',
    callGuardian: 'Call {name}',
  },
  errors: {
    network: 'No connection. Check the internet and try again.',
  },
};

export type CrewMessages = typeof en;
