import { createRoot } from 'react-dom/client';

/**
 * Opened directly, the remote has no shell (session, router, API client), so it only says
 * where it belongs instead of rendering pages that cannot work.
 */
function StandaloneNotice() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: 32, maxWidth: 560, marginInline: 'auto' }}>
      <h1 lang="ar" dir="rtl">
        هذه الوحدة (المالية) تعمل داخل تطبيق رحلة
      </h1>
      <p lang="en" dir="ltr">
        This remote (finance) runs inside the Rihla host. Open the dashboard instead.
      </p>
    </main>
  );
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StandaloneNotice />);
