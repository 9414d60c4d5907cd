/** Headers for every HTML answer: a CSP that allows scripts only from us and the remotes' origins. */
export function htmlSecurityHeaders(remoteOrigins: string[]): Record<string, string> {
  const remotes = remoteOrigins.join(' ');
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${remotes}`.trim(),
    // antd's CSS-in-JS injects <style> elements at run time.
    `style-src 'self' 'unsafe-inline' ${remotes}`.trim(),
    `img-src 'self' data: blob: https:`,
    `font-src 'self' data: ${remotes}`.trim(),
    `connect-src 'self' ${remotes}`.trim(),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
  };
}
