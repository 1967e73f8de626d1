import { Skeleton } from '@/components/ui/skeleton';

/** The Customer Reviews section while its reviews load. */
export function ReviewsSkeleton() {
  return (
    <div aria-hidden="true" data-testid="reviews-skeleton" className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <Skeleton className="h-7 w-48" />
        <Skeleton className="h-10 w-28 rounded-xl" />
      </div>
      <Skeleton className="h-5 w-56" />
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-3 rounded-2xl border border-line p-4">
          <Skeleton className="size-9 rounded-full" />
          <div className="flex flex-1 flex-col gap-2">
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-4 w-4/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
