import { Skeleton } from '@/components/ui/skeleton';

export default function Loading() {
  return (
    <div className="container-shop py-4 desk:py-8" aria-busy="true">
      <Skeleton className="h-4 w-48" />
      <div className="mt-4 grid gap-6 desk:grid-cols-2 desk:gap-12">
        <Skeleton className="aspect-square w-full rounded-2xl" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-8 w-4/5" />
          <Skeleton className="h-7 w-40" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-12 w-full desk:max-w-sm" />
        </div>
      </div>
    </div>
  );
}
