// Decorative icons: every use sits next to text or inside a control with its own accessible name.
const common = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  focusable: false,
} as const;

export function LogoMark() {
  return (
    <svg aria-hidden="true" {...common} width={28} height={28} viewBox="0 0 32 32">
      <rect width="32" height="32" rx="8" fill="var(--color-accent)" />
      <path
        d="M5 19c4-6 7-6 11 0s7 6 11 0"
        fill="none"
        stroke="var(--color-on-accent)"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path
        d="M5 12c4-6 7-6 11 0s7 6 11 0"
        fill="none"
        stroke="var(--color-on-accent)"
        strokeWidth="2"
        strokeLinecap="round"
        opacity=".6"
      />
    </svg>
  );
}

export function GlobeIcon() {
  return (
    <svg aria-hidden="true" {...common} fill="none" stroke="currentColor" strokeWidth="1.8">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}

export function SlidersIcon() {
  return (
    <svg
      aria-hidden="true"
      {...common}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
    >
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}

export function MenuIcon() {
  return (
    <svg
      aria-hidden="true"
      {...common}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 7h16M4 12h16M4 17h16" />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg
      aria-hidden="true"
      {...common}
      width={14}
      height={14}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}
