import { formatNumber } from '@rihla/shared/format/number';
import { useShell } from '@rihla/shared/shell/shell-context';
import type { ReactNode } from 'react';

/** A card's headline number, its caption and any detail under it. */
export function StatFigure({
  value,
  text,
  caption,
  tone,
  children,
}: {
  value: number;
  /** The value already formatted (money), instead of a count. */
  text?: string;
  caption: string;
  tone?: 'danger' | 'warn';
  children?: ReactNode;
}) {
  const { locale } = useShell();
  return (
    <div className="stat-figure">
      <p className={tone ? `stat-figure__value stat-figure__value--${tone}` : 'stat-figure__value'}>
        <span data-testid="stat-value" dir="ltr">
          {text ?? formatNumber(value, locale)}
        </span>{' '}
        <span className="stat-figure__caption">{caption}</span>
      </p>
      {children}
    </div>
  );
}
