/** A lead's avatar: its palette (`palette-0`..`palette-7`, docs/protocol-copy-trading.md §1) with the nickname's initial. */
export function LeadAvatar({ avatar, nickname }: { avatar: string; nickname: string }) {
  const palette = /^palette-[0-7]$/.test(avatar) ? avatar : 'palette-0';
  return (
    <span className={`copy-avatar copy-avatar--${palette}`} aria-hidden="true">
      {[...nickname][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
