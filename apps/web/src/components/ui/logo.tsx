/** The shop's wordmark: a drop of glow and the name; pure SVG, no font download. */
export function Logo({ className = 'h-8 w-auto' }: { className?: string }) {
  return (
    <svg viewBox="0 0 168 36" className={className} role="img" aria-hidden="true">
      <defs>
        <linearGradient id="logo-glow" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#e9a0b8" />
          <stop offset="1" stopColor="#a3385e" />
        </linearGradient>
      </defs>
      <path d="M16 3c6 8 10 13 10 19a10 10 0 0 1-20 0c0-6 4-11 10-19z" fill="url(#logo-glow)" />
      <circle cx="12.5" cy="21" r="3" fill="#fff" opacity=".55" />
      <text x="34" y="25" fontFamily="Georgia, 'Times New Roman', serif" fontSize="21" fontWeight="700" fill="#7e2646" letterSpacing=".3">
        Gulf Glow
      </text>
    </svg>
  );
}
