/** Its own module so tests can watch the reload instead of navigating jsdom. */
export function reloadPage(): void {
  window.location.reload();
}
