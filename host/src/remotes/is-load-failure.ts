/**
 * A remote or chunk that could not be fetched (manifest or origin down: #RUNTIME-003; remote
 * entry missing: #RUNTIME-008; a chunk missing: ChunkLoadError). MF errors carry no `.code`.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'ChunkLoadError') return true;
  return /#RUNTIME-00[38]/.test(error.message) || /Loading (CSS )?chunk .* failed/i.test(error.message);
}
