import type { ReactNode } from 'react';

interface PhoneLayoutProps {
  /** The app's name in the reader's language, shown in the bar. */
  title: string;
  /** Link to the same page in the other language. */
  otherLanguage: { label: string; href: string; lang: string };
  /** Shown at the end of the bar (a sign-out button, a sync badge). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a phone app: a sticky bar with the app's name and the language switch, and one
 * column of content as wide as the phone (styles in shared/src/styles/mobile.css, logical
 * properties only, so the same frame serves right-to-left and left-to-right).
 */
export function PhoneLayout({ title, otherLanguage, actions, children }: PhoneLayoutProps) {
  return (
    <div className="m-app">
      <header className="m-bar">
        <h1 className="m-bar-title">{title}</h1>
        <div className="m-bar-actions">
          {actions}
          <a className="m-button m-button-quiet" href={otherLanguage.href} lang={otherLanguage.lang}>
            {otherLanguage.label}
          </a>
        </div>
      </header>
      <main className="m-main">{children}</main>
    </div>
  );
}
