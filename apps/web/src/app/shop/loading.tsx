import { ProductCardSkeleton } from '@/components/ui/skeleton';

/** SPEC §9: a skeleton of 16 cards while the listing loads. */
export default function Loading() {
  return (
    <div className="container-shop py-4 desk:py-8" aria-busy="true">
      <ul className="grid grid-cols-2 gap-x-3 gap-y-6 sm:grid-cols-3 lg:grid-cols-4 desk:ms-72">
        {Array.from({ length: 16 }, (_, i) => (
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
