export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-line/70 ${className}`} />;
}

/** The shape of a product card while its data loads. */
export function ProductCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-2" data-testid="product-card-skeleton">
      <Skeleton className="aspect-square w-full" />
      <Skeleton className="h-4 w-4/5" />
      <Skeleton className="h-4 w-2/5" />
      <Skeleton className="h-9 w-full" />
    </div>
  );
}

/**
 * The shape of a product page (breadcrumbs, image, brand, name, price, text, add button, tabs)
 * while it loads: shown at once when a product link is followed (features/layout/product-nav-skeleton.tsx).
 */
export function ProductPageSkeleton() {
  return (
    <div aria-hidden="true" className="container-shop py-4 desk:py-8" data-testid="product-page-skeleton">
      <Skeleton className="h-4 w-56" />
      <div className="mt-4 grid gap-6 desk:grid-cols-2 desk:gap-12">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-7 w-32" />
          <div className="flex flex-col gap-2">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-11/12" />
            <Skeleton className="h-4 w-2/3" />
          </div>
          <Skeleton className="h-5 w-40" />
          <Skeleton className="h-12 w-full rounded-xl desk:max-w-sm" />
        </div>
      </div>
      <div className="mt-8 flex gap-6 border-b border-line pb-3 desk:mt-12">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-5 w-24" />
      </div>
    </div>
  );
}
