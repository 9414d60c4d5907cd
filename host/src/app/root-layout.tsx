import type { Locale } from '@rihla/shared/routes/route-table';
import { Outlet, useLoaderData, useNavigation } from 'react-router';
import { LoadingBar, useLoadingWhile } from '../shell/loading-bar/loading-bar';
import { ToastArea, topCornerAtInlineEnd } from '../shell/toasts/toast-area';
import { queryClient } from './query-client';
import { ScrollManager } from './scroll-manager';
import { ShellProvider } from './shell-provider';
import { useNewBuildNotice } from './use-new-build-notice';

/** The root of every page: loading bar, the routed page, the toast areas (spec section 2). */
export function RootLayout() {
  const { locale } = useLoaderData() as { locale: Locale };
  return (
    <ShellProvider locale={locale} queryClient={queryClient}>
      <RootChrome locale={locale} />
    </ShellProvider>
  );
}

function RootChrome({ locale }: { locale: Locale }) {
  const navigation = useNavigation();
  useLoadingWhile(navigation.state !== 'idle');
  useNewBuildNotice();
  return (
    <>
      <LoadingBar />
      <ScrollManager />
      <Outlet />
      <ToastArea position={topCornerAtInlineEnd(locale)} />
    </>
  );
}
