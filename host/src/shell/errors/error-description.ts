import { ProblemError } from '@rihla/shared/http/problem-error';
import { isRouteErrorResponse } from 'react-router';

interface ErrorDescription {
  statusCode?: number;
  statusMessage?: string;
  description: string;
}

/** Status and text of anything thrown: route responses, API problems, plain errors. */
export function describeError(error: unknown): ErrorDescription {
  if (error instanceof ProblemError) {
    const { status, title, detail } = error.problem;
    return { statusCode: status, statusMessage: title, description: detail ?? title };
  }
  if (isRouteErrorResponse(error)) {
    return { statusCode: error.status, description: String(error.data ?? error.statusText) };
  }
  if (error instanceof Error) {
    const status = (error as Error & { status?: unknown }).status;
    return { statusCode: typeof status === 'number' ? status : undefined, description: error.message };
  }
  return { description: String(error) };
}
