/**
 * The looks of the storefront's and back-office's buttons, one home for them: `<Button>` uses it,
 * and so does anything else shown as a button (a `<Link>`, a plain `<a>` in the error document).
 * Each part is a whole Tailwind class list (the build finds the classes in this file).
 */
type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'link' | 'danger';
/** xs/sm: the back-office's and small inline actions; md: the pill actions of the status pages; lg: 48 px, the storefront's main actions. */
type ButtonSize = 'xs' | 'sm' | 'md' | 'lg';
type ButtonShape = 'lg' | 'xl' | 'full';

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  shape?: ButtonShape;
  /** Placement and width only (margins, w-full, flex-1): the look comes from the parts above. */
  className?: string;
}

const base =
  'inline-flex items-center justify-center gap-2 font-semibold transition-colors disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  primary: 'bg-brand text-white hover:bg-brand-dark',
  secondary: 'border border-line bg-white hover:border-brand hover:text-brand',
  outline: 'border border-brand text-brand hover:bg-brand hover:text-white',
  link: 'text-brand underline-offset-4 hover:underline',
  danger: 'bg-sale text-white hover:bg-red-800',
};

const sizes: Record<ButtonSize, string> = {
  xs: 'px-3 py-1.5 text-sm',
  sm: 'px-4 py-2 text-sm',
  md: 'px-6 py-3 text-sm',
  lg: 'h-12 px-6',
};

const shapes: Record<ButtonShape, string> = {
  lg: 'rounded-lg',
  xl: 'rounded-xl',
  full: 'rounded-full',
};

export function buttonClass({ variant = 'primary', size = 'lg', shape = 'xl', className }: ButtonStyle = {}): string {
  const parts = [base, variants[variant], sizes[size], shapes[shape]];
  return className ? `${parts.join(' ')} ${className}` : parts.join(' ');
}
