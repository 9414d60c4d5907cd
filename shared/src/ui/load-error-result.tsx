import { ProblemError } from '@rihla/shared/http/problem-error';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useErrorDetail } from './error-detail';
import { useUiText } from './ui-texts';

/** A details or edit page whose record failed to load: 404 says so, anything else offers a retry. */
export function LoadErrorResult({
  error,
  onRetry,
  extra,
}: {
  error: unknown;
  onRetry(): void;
  extra?: ReactNode;
}) {
  const t = useUiText();
  const detail = useErrorDetail();
  if (error instanceof ProblemError && error.status === 404) {
    return (
      <Result
        status="404"
        title={t('load.notFound')}
        subTitle={t('load.notFoundDescription')}
        extra={extra}
      />
    );
  }
  return (
    <Result
      status="error"
      title={t('load.failed')}
      subTitle={detail(error)}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t('load.retry')}
        </Button>
      }
    />
  );
}
