import '@fontsource/noto-sans-arabic/400.css';
import '@fontsource/noto-sans-arabic/700.css';
import '@fontsource/inter/400.css';
import '@fontsource/inter/700.css';
// After @fontsource's faces: the basic cuts win for the characters they hold (scripts/subset-fonts.mjs).
import '@rihla/shared/styles/fonts/basic-400.gen.css';
import '@rihla/shared/styles/fonts/basic-700.gen.css';
import '@rihla/shared/styles/theme.css';
import '@rihla/shared/styles/mobile.css';
import { applyPlace, mobilePlace } from '@rihla/shared/mobile/mobile-locale';
import { registerServiceWorker } from '@rihla/shared/mobile/service-worker';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { crewApi } from './api/crew-api';
import { CrewApp } from './crew-app';
import { CrewProvider } from './crew-context';

const root = document.getElementById('root');
if (!root) throw new Error('The crew page has no #root');
const place = mobilePlace('crew', window.location.pathname);
applyPlace(place);
registerServiceWorker('crew', place.basePath);
// The shared client retries once itself; a second layer of retries would only delay an answer.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
});
const context = { place, api: crewApi(place.locale) };
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <CrewProvider value={context}>
        <CrewApp />
      </CrewProvider>
    </QueryClientProvider>
  </StrictMode>,
);
