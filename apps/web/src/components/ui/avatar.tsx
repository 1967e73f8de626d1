import { avatarColorIndex, initials } from '@shop/domain/avatar';

/** SPEC §2: 16 colours, chosen by hashing the name; each at least 4.5:1 against the white initials (WCAG AA). */
export const AVATAR_COLORS = [
  '#b4476a',
  '#7e2646',
  '#a9531f',
  '#8a6614',
  '#5f7f2a',
  '#2f7d4f',
  '#1f7a74',
  '#2a6f97',
  '#3f51b5',
  '#6a4c9c',
  '#8e3b8f',
  '#b23a48',
  '#6d4c41',
  '#546e7a',
  '#006f7a',
  '#ad5c00',
];

const sizes = { sm: 'size-6 text-[10px]', md: 'size-9 text-xs', lg: 'size-12 text-sm' } as const;

export function Avatar({
  name,
  size = 'md',
  className = '',
}: {
  name: string;
  size?: keyof typeof sizes;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-grid shrink-0 place-items-center rounded-full font-bold text-white ring-2 ring-white ${sizes[size]} ${className}`}
      style={{ backgroundColor: AVATAR_COLORS[avatarColorIndex(name)] }}
    >
      {initials(name)}
    </span>
  );
}
