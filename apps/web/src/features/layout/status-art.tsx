/** Decorative art for the static pages (404, error, coming soon): a serum bottle, a jar and a glow. */
export function StatusArt({ className = 'h-40 w-auto' }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 180" className={className} aria-hidden="true">
      <circle cx="120" cy="92" r="78" fill="#f6e6ea" />
      <circle cx="186" cy="36" r="10" fill="#fbf7f5" stroke="#ebe4e7" strokeWidth="2" />
      <path d="M48 38l2.4 6.2 6.2 2.4-6.2 2.4-2.4 6.2-2.4-6.2-6.2-2.4 6.2-2.4z" fill="#e7a93c" />
      <path d="M196 112l1.6 4 4 1.6-4 1.6-1.6 4-1.6-4-4-1.6 4-1.6z" fill="#e7a93c" />
      <ellipse cx="120" cy="160" rx="70" ry="6" fill="#ebe4e7" />
      <rect x="72" y="62" width="44" height="96" rx="12" fill="#a3385e" />
      <rect x="80" y="96" width="28" height="34" rx="4" fill="#fff" opacity=".9" />
      <rect x="86" y="40" width="16" height="24" rx="4" fill="#7e2646" />
      <rect x="90" y="26" width="8" height="16" rx="4" fill="#e7a93c" />
      <rect x="78" y="70" width="6" height="30" rx="3" fill="#fff" opacity=".35" />
      <rect x="124" y="110" width="60" height="48" rx="10" fill="#fff" stroke="#ebe4e7" strokeWidth="2" />
      <rect x="120" y="98" width="68" height="16" rx="6" fill="#d99aae" />
      <rect x="136" y="126" width="36" height="18" rx="3" fill="#f6e6ea" />
    </svg>
  );
}
