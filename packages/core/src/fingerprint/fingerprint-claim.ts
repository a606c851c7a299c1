/**
 * Cross-tab agreement on who computes the fingerprint (§4): each tab without a stored identity
 * writes a claim, waits, and the earliest-created live claim wins. Ties break on the tab id so
 * every tab reaches the same verdict.
 */
export interface FingerprintClaim {
  tabId: string;
  createdAt: number;
}

export function pickWinningClaim(
  claims: readonly FingerprintClaim[],
  now: number,
  staleAfterMs: number,
): FingerprintClaim | undefined {
  let winner: FingerprintClaim | undefined;
  for (const claim of claims) {
    if (now - claim.createdAt >= staleAfterMs) continue;
    const earlier =
      !winner ||
      claim.createdAt < winner.createdAt ||
      (claim.createdAt === winner.createdAt && claim.tabId < winner.tabId);
    if (earlier) winner = claim;
  }
  return winner;
}

export function parseFingerprintClaim(raw: string | null): FingerprintClaim | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { tabId, createdAt } = value as Record<string, unknown>;
    return typeof tabId === 'string' && typeof createdAt === 'number' ? { tabId, createdAt } : null;
  } catch {
    return null;
  }
}
