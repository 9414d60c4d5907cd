import { formatNumber } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import type { ReactNode } from 'react';

/** A card's headline number, its caption and any detail under it. */
export function StatFigure({
  value,
  caption,
  tone,
  children,
}: {
  value: number;
  caption: string;
  tone?: 'danger' | 'warn';
  children?: ReactNode;
}) {
  const { locale } = useShell();
  return (
    <div className="stat-figure">
      <p className={tone ? `stat-figure__value stat-figure__value--${tone}` : 'stat-figure__value'}>
        <span data-testid="stat-value">{formatNumber(value, locale)}</span>{' '}
        <span className="stat-figure__caption">{caption}</span>
      </p>
      {children}
    </div>
  );
}
