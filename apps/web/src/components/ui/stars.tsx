/** Five stars filled to the rounded value (0..5). */
export function Stars({ value, className = 'size-3.5' }: { value: number; className?: string }) {
  const filled = Math.round(Math.min(5, Math.max(0, value)));
  return (
    <span className="inline-flex" aria-hidden="true">
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" className={`${className} ${i < filled ? 'text-amber-500' : 'text-line'}`} fill="currentColor">
          <path d="M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8L10 1.5z" />
        </svg>
      ))}
    </span>
  );
}
