import { useTranslation } from 'react-i18next';

export const DEFAULT_ERROR_STATUS = 500;

export interface ErrorPageProps {
  statusCode?: number;
  /** Replaces the default title of the status (404 "Page Not Found", else "Internal Server Error"). */
  statusMessage?: string;
  /** The error's message or its text form. */
  description: string;
  /** Where the "back" link goes; omitted on a fatal start-up error (nothing else works then). */
  homeHref?: string;
}

/** The error page of the spec: a 404 view and a view for every other status. */
export function ErrorPage({ statusCode = DEFAULT_ERROR_STATUS, ...rest }: ErrorPageProps) {
  return statusCode === 404 ? (
    <NotFoundView {...rest} />
  ) : (
    <ServerErrorView statusCode={statusCode} {...rest} />
  );
}

function NotFoundView({ statusMessage, description, homeHref }: Omit<ErrorPageProps, 'statusCode'>) {
  const { t } = useTranslation();
  return (
    <ErrorLayout
      statusCode={404}
      title={statusMessage ?? t('errors.notFoundTitle', { defaultValue: 'Page Not Found' })}
      description={description}
      homeHref={homeHref}
    />
  );
}

function ServerErrorView({ statusCode, statusMessage, description, homeHref }: ErrorPageProps) {
  const { t } = useTranslation();
  return (
    <ErrorLayout
      statusCode={statusCode ?? DEFAULT_ERROR_STATUS}
      title={statusMessage ?? t('errors.serverErrorTitle', { defaultValue: 'Internal Server Error' })}
      description={description}
      homeHref={homeHref}
    />
  );
}

function ErrorLayout(props: { statusCode: number; title: string; description: string; homeHref?: string }) {
  const { t } = useTranslation();
  return (
    <section className="error-page" aria-labelledby="error-title">
      <p className="error-page__code" dir="ltr">
        {props.statusCode}
      </p>
      <h1 id="error-title" className="error-page__title">
        {props.title}
      </h1>
      <p className="error-page__description">{props.description}</p>
      {props.homeHref && (
        <a className="button button--primary" href={props.homeHref}>
          {t('errors.backHome', { defaultValue: 'Back to the dashboard' })}
        </a>
      )}
    </section>
  );
}
