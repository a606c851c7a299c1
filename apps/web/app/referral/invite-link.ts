/**
 * The link a user shares: the registration page with the code as spec §3's `commonCode` (a
 * personal code; the web app caches it under local_code_key per §9 and sends it at registration).
 * Before the page knows its origin (server rendering) the link is the path alone.
 */
export function inviteLink(origin: string, registerPath: string, code: string): string {
  return `${origin}${registerPath}?${new URLSearchParams({ commonCode: code })}`;
}
