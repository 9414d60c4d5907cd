import type { UseQueryResult } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface OverviewCardProps<T> {
  /** Stable id (also the test id): `overview-<id>`. */
  id: string;
  title: string;
  /** The screen the card opens. */
  to: string;
  query: UseQueryResult<T>;
  children(data: T): ReactNode;
  wide?: boolean;
}

/**
 * One overview figure: loads on its own (a skeleton until then), offers a retry if its query
 * fails, and links to the screen behind it. A slow or broken card holds nothing else up.
 */
export function OverviewCard<T>({ id, title, to, query, children, wide }: OverviewCardProps<T>) {
  const headingId = `overview-${id}-title`;
  return (
    <section
      className={wide ? 'stat-card stat-card--wide' : 'stat-card'}
      aria-labelledby={headingId}
      aria-busy={query.isPending}
      data-testid={`overview-${id}`}
    >
      <h2 id={headingId} className="stat-card__title">
        <Link to={to}>{title}</Link>
      </h2>
      {query.data !== undefined ? (
        <CardErrorBoundary fallback={(retry) => <CardError onRetry={retry} />}>
          {children(query.data)}
        </CardErrorBoundary>
      ) : query.isError ? (
        <CardError onRetry={() => query.refetch()} />
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      )}
    </section>
  );
}

function CardError({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="stat-card__error" role="alert">
      <span>{t('overview.loadFailed')}</span>
      <Button size="small" onClick={onRetry}>
        {t('overview.retry')}
      </Button>
    </div>
  );
}

/** A card whose content fails to render (its chart's chunk did not load) shows a retry, not a broken page. */
class CardErrorBoundary extends Component<
  { fallback(retry: () => void): ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (this.state.failed) return this.props.fallback(() => this.setState({ failed: false }));
    return this.props.children;
  }
}
