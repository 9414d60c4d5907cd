import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const DEFAULT_ERROR_STATUS = 500;

export interface ErrorPageProps {
  statusCode?: number;
  /** Replaces the default title of the status (404 "Page Not Found", else "Internal Server Error"). */
  statusMessage?: string;
  /** The error's message or its text form. */
  description: string;
  /** The way back (a router link); absent on a fatal start-up error, when nothing else works. */
  action?: ReactNode;
}

/** The error page of the spec: a 404 view and a view for every other status. */
export function ErrorPage({ statusCode = DEFAULT_ERROR_STATUS, ...rest }: ErrorPageProps) {
  return statusCode === 404 ? (
    <NotFoundView {...rest} />
  ) : (
    <ServerErrorView statusCode={statusCode} {...rest} />
  );
}

function NotFoundView({ statusMessage, description, action }: Omit<ErrorPageProps, 'statusCode'>) {
  const { t } = useTranslation();
  return (
    <ErrorLayout
      statusCode={404}
      title={statusMessage ?? t('errors.notFoundTitle', { defaultValue: 'Page Not Found' })}
      description={description}
      action={action}
    />
  );
}

function ServerErrorView({ statusCode, statusMessage, description, action }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <ErrorLayout
      statusCode={statusCode ?? DEFAULT_ERROR_STATUS}
      title={statusMessage ?? t('errors.serverErrorTitle', { defaultValue: 'Internal Server Error' })}
      description={description}
      action={action}
    />
  );
}

function ErrorLayout(props: { statusCode: number; title: string; description: string; action?: ReactNode }) {
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" dir="ltr">
        {props.statusCode}
      </p>
      <h1 id="error-title" className="error-page__title">
        {props.title}
      </h1>
      <p className="error-page__description">{props.description}</p>
      {props.action}
    </section>
  );
}
