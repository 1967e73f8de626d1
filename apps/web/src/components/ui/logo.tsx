import { SHOP_NAME } from '@shop/domain/store';

/**
 * The shop's wordmark: a glowing drop with a sparkle beside the name. Pure inline SVG (no font
 * or image download); solid fills only, so several copies on one page never share an id.
 */
export function Logo({ className = 'h-8 w-auto' }: { className?: string }) {
  return (
    <svg viewBox="0 0 172 36" className={className} role="img" aria-hidden="true">
      <path d="M15 3.5c5.6 7.4 10 12.6 10 18.3a10 10 0 0 1-20 0C5 16.1 9.4 10.9 15 3.5z" fill="#a3385e" />
      <path
        d="M15 9.5c3.7 5 6.2 8.4 6.2 12.3a6.2 6.2 0 0 1-6.2 6.2"
        fill="none"
        stroke="#f3c6d4"
        strokeWidth="1.6"
        strokeLinecap="round"
        opacity=".9"
      />
      <circle cx="11.2" cy="21.5" r="2.3" fill="#fff" opacity=".7" />
      <path d="M27.5 4.5l.9 2.4 2.4.9-2.4.9-.9 2.4-.9-2.4-2.4-.9 2.4-.9z" fill="#e7a93c" />
      <text
        x="36"
        y="25.5"
        direction="ltr"
        fontFamily="Georgia, 'Times New Roman', 'DejaVu Serif', serif"
        fontSize="22"
        fontWeight="700"
        fill="#7e2646"
        letterSpacing=".2"
      >
        {SHOP_NAME}
      </text>
    </svg>
  );
}
