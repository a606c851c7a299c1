/**
 * Polls `probe` until it answers something other than undefined: copies follow a lead's fill
 * asynchronously, and a loaded machine may take a while. The patience is generous and never a
 * measurement; a probe that throws (a server still starting) counts as not yet.
 */
export async function eventually<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  patienceMs = 120_000,
): Promise<T> {
  const deadline = Date.now() + patienceMs;
  while (Date.now() < deadline) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`timed out waiting for ${what}`);
}
