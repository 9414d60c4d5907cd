import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/700.css';
// After @fontsource's faces: the basic cuts win for the characters they hold (scripts/subset-fonts.mjs).
import '@rihla/shared/styles/fonts/basic-400.gen.css';
import '@rihla/shared/styles/fonts/basic-700.gen.css';
import '@rihla/shared/styles/theme.css';
import '@rihla/shared/styles/mobile.css';
import { phoneApp, phoneAppRoot } from '@rihla/shared/mobile-ui/phone-app';
import { createRoot } from 'react-dom/client';
import { familyContext } from './family-context';
import { LinkSignIn } from './features/session/link-sign-in';
import { familySession } from './features/session/session';
import { HomePage } from './pages/home-page';

createRoot(phoneAppRoot()).render(
  phoneApp({
    app: 'family',
    context: familyContext,
    session: familySession,
    Home: HomePage,
    OtherSignIn: LinkSignIn,
  }),
);
