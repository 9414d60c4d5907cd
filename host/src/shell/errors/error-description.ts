import { isRouteErrorResponse } from 'react-router';

/** Status and text of anything thrown: route responses, API problems, plain errors. */
export function describeError(error: unknown): { statusCode?: number; description: string } {
  if (isRouteErrorResponse(error)) {
    return { statusCode: error.status, description: String(error.data ?? error.statusText) };
  }
  if (error instanceof Error) {
    const status = (error as Error & { status?: unknown }).status;
    return { statusCode: typeof status === 'number' ? status : undefined, description: error.message };
  }
  return { description: String(error) };
}
