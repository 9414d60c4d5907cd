/** POSTs JSON to a provider; a non-2xx answer or no answer in 15 s is a failed attempt, with its reason. */
export async function postJson(url: string, body: unknown, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  if (!response.ok) {
    const text = (await response.text()).slice(0, 300);
    throw new Error(`HTTP ${response.status}${text ? `: ${text}` : ''}`);
  }
}
