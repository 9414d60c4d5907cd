/** English copy of the landing pages. The Arabic file has the same shape (checked by the type). */
export const en = {
  brand: 'Rihla',
  meta: {
    homeTitle: 'Rihla — safe school transport in Riyadh',
    homeDescription:
      'Rihla takes your children to school and back in inspected buses with licensed drivers, an attendant on board and live tracking. See the packages and register online.',
    aboutTitle: 'About Rihla — school transport you can trust',
    aboutDescription:
      'Who we are, how we plan every route and the safety rules every Rihla trip follows, from the morning pick-up to the last child leaving the bus.',
  },
  nav: {
    label: 'Main',
    home: 'Home',
    about: 'About us',
    packages: 'Packages',
    register: 'Register',
    signIn: 'Staff sign-in',
    otherLanguage: 'العربية',
    skip: 'Skip to content',
  },
  hero: {
    headline: 'A safe ride to school, every school day',
    lead: 'Rihla picks your children up near home, takes them to school on time and brings them back — in inspected buses, with licensed drivers, an attendant on board and a trip you can follow.',
    register: 'Register your child',
    packages: 'See the packages',
  },
  offer: {
    title: 'What we offer',
    items: [
      {
        title: 'Stops close to home',
        text: 'We plan each route around the families on it, with a stop a short walk from your door and a set pick-up time.',
      },
      {
        title: 'Morning and afternoon trips',
        text: 'To school and back home, one way or round trip, monthly, per term or for the whole year.',
      },
      {
        title: 'Live trip follow-up',
        text: 'Our operations room follows every bus on the map from departure to the last stop and acts the moment a trip runs late.',
      },
      {
        title: 'Brothers and sisters together',
        text: 'Siblings ride the same bus, and the second child onwards gets the sibling discount of the package.',
      },
    ],
  },
  safety: {
    title: 'How we keep students safe',
    items: [
      {
        title: 'Checked drivers and buses',
        text: 'A bus with an expired inspection or insurance, or a driver with an expired licence, cannot be assigned to a trip — the system refuses it.',
      },
      {
        title: 'An attendant on every trip',
        text: 'An attendant rides with the children, helps them on and off, and records who boarded at each stop.',
      },
      {
        title: 'No child left on board',
        text: 'A trip cannot be closed while a child who boarded has not been checked off; the attendant confirms the bus is empty.',
      },
      {
        title: 'Disruptions handled at once',
        text: 'If a bus breaks down, a replacement bus and driver are sent and the school and families are told how long the delay is.',
      },
    ],
  },
  packages: {
    title: 'Subscription packages',
    lead: 'Prices include VAT. Choose a package in the registration form below.',
    loading: 'Loading the packages…',
    failed: 'The packages could not be loaded. Please try again in a moment.',
    retry: 'Try again',
    empty: 'No packages are open for registration right now.',
    period: { month: 'per month', term: 'per term', year: 'per year' },
    tripType: { one_way: 'One way', round_trip: 'Round trip' },
    siblingDiscount: '{percent}% off for each sibling',
    instalments: 'Pay in {count} instalments',
    choose: 'Choose this package',
  },
  form: {
    title: 'Register your child',
    lead: 'Fill in the form and our team will call you within two working days to confirm the stop and the start date.',
    parentSection: 'Parent',
    studentSection: 'Student',
    parentName: 'Full name',
    parentPhone: 'Mobile number',
    parentPhoneHint: 'e.g. 0551234567',
    parentEmail: 'Email (optional)',
    studentNameAr: 'Student name in Arabic',
    studentNameEn: 'Student name in English (optional)',
    grade: 'Grade',
    gradeOption: 'Grade {grade}',
    school: 'School',
    choose: 'Choose…',
    package: 'Package',
    home: 'Home location',
    homeHint: 'Click the map where your home is, or use your current location.',
    homeOpenMap: 'Choose on the map',
    homeUseCurrent: 'Use my current location',
    homeChosen: 'Location chosen: {lat}, {lng}',
    homeLocating: 'Finding your location…',
    homeDenied: 'Your location could not be read. Please choose it on the map.',
    mapLabel: 'Map to choose the home location',
    mapUnreachable:
      'The map cannot be loaded right now, so no streets are shown. Use “Use my current location” instead.',
    mapAttribution: '© OpenStreetMap contributors',
    notes: 'Notes (optional)',
    notesHint: 'Anything the team should know, such as special needs.',
    website: 'Leave this field empty',
    submit: 'Send the registration',
    submitting: 'Sending…',
    errorsTitle: 'Please correct the highlighted fields.',
    failed: 'The registration could not be sent. Nothing you typed is lost — please try again.',
    tooMany: 'Too many registrations were sent from this connection. Please try again in a few minutes.',
    busy: 'Many registrations are arriving right now. Nothing you typed is lost — please try again in a few minutes.',
    offline: 'There is no connection to the server. Nothing you typed is lost — please try again.',
    successTitle: 'Thank you, your registration has been received',
    successText:
      'Your reference is {reference}. Keep it for your records; our team will call you on {phone} within two working days.',
    another: 'Register another child',
    loadingChoices: 'Loading schools and packages…',
  },
  errors: {
    required: 'This field is required.',
    name: 'Enter a name of 2 to 120 characters.',
    phone: 'Enter a Saudi mobile number such as 0551234567 or +966551234567.',
    email: 'Enter a valid email address.',
    grade: 'Choose a grade from 1 to 12.',
    school: 'Choose a school.',
    package: 'Choose a package.',
    home: 'Choose your home location.',
    notes: 'Notes can be at most 1000 characters.',
    invalid: 'This value is not valid.',
  },
  about: {
    headline: 'About Rihla',
    lead: 'Rihla is a school-transport company in Riyadh. We plan, drive and watch over the daily trips of students between home and school.',
    storyTitle: 'Our story',
    story:
      'We started because parents told us the same thing: the school run takes the morning, and a bus is only good if you can trust it. Rihla brings together planned routes, checked buses and drivers, and an operations room that follows every trip.',
    howTitle: 'How a trip runs',
    how: [
      'Routes are planned before the term, with each stop and its time set around the families on it.',
      'Before departure the system checks the driver’s licence and the bus’s inspection and insurance.',
      'The attendant records each child boarding and leaving; the operations room follows the bus live.',
      'At the last stop the attendant confirms the bus is empty before the trip can be closed.',
    ],
    valuesTitle: 'What we hold to',
    values: [
      { title: 'Safety first', text: 'No trip leaves with an unchecked bus or driver.' },
      { title: 'On time', text: 'We measure every trip against its plan and fix what makes it late.' },
      {
        title: 'Clear with families',
        text: 'Prices, stops and times are written down before the first trip.',
      },
    ],
    contactTitle: 'Contact us',
    contact: 'Operations room, Sunday to Thursday, 6:00 to 17:00',
    phone: '920000000',
    email: 'care@rihla.example',
    cta: 'Register your child',
  },
  footer: {
    rights: '© {year} Rihla school transport. All rights reserved.',
    address: 'Riyadh, Saudi Arabia',
  },
};

/** The shape both languages share: every string of the English file, with any text. */
type Widen<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? Widen<U>[]
    : { [K in keyof T]: Widen<T[K]> };
export type LandingMessages = Widen<typeof en>;
