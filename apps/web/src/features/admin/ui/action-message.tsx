/**
 * What came of a staff action: its failure (role=alert) or its success notice (role=status);
 * nothing when there is neither. `boxed` sets it on a tinted panel.
 */
export function ActionMessage({
  error,
  notice = null,
  boxed = false,
  className = '',
}: {
  error: string | null;
  notice?: string | null;
  boxed?: boolean;
  className?: string;
}) {
  const text = error || notice;
  if (!text) return null;
  const tone = error ? (boxed ? 'bg-blush text-sale-dark' : 'text-sale') : boxed ? 'bg-green-50 text-ok' : 'text-ok';
  return (
    <p
      role={error ? 'alert' : 'status'}
      className={`${boxed ? 'rounded-lg px-3 py-2 ' : ''}text-sm ${tone} ${className}`.trimEnd()}
    >
      {text}
    </p>
  );
}
