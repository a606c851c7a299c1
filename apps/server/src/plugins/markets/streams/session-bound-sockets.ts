/**
 * The signed-in sockets and the session each was opened with (issue #21 item 14): a socket lasts
 * only as long as its session, so a periodic check ends those whose session was revoked or expired.
 */
export class SessionBoundSockets<Socket extends { terminate(): void }> {
  private readonly sessionOf = new Map<Socket, string>();

  add(socket: Socket, sessionDigest: string): void {
    this.sessionOf.set(socket, sessionDigest);
  }

  delete(socket: Socket): void {
    this.sessionOf.delete(socket);
  }

  /**
   * Asks which sessions are still live and ends the sockets of the others; undefined when no
   * socket is signed in. Only the sockets whose sessions were asked about are judged by the answer:
   * one that opens while the query runs has a digest the answer cannot hold, and waits for the next.
   */
  check(liveDigests: (digests: string[]) => Promise<Set<string>>): Promise<void> | undefined {
    if (this.sessionOf.size === 0) return undefined;
    const asked = [...this.sessionOf];
    return liveDigests([...new Set(asked.map(([, digest]) => digest))]).then((live) => {
      for (const [socket, digest] of asked) if (!live.has(digest)) socket.terminate();
    });
  }
}
