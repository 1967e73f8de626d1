import type { HomeBlock } from '@/lib/catalog/types';
import { CategoriesGrid } from './categories-grid';
import { HeroSlider } from './hero-slider';
import { ProductCarouselBlock } from './product-carousel-block';

/**
 * The home page, block by block in the Web Page's order. Every block is in the first HTML: the
 * carousels' products come from the in-process services in milliseconds, so streaming them
 * behind skeletons would only add a skeleton frame and a later reveal.
 */
export function HomePage({ blocks }: { blocks: HomeBlock[] }) {
  const firstSlider = blocks.findIndex((b) => b.kind === 'slider');
  return (
    <div className="pb-8">
      {blocks.map((block, i) => {
        switch (block.kind) {
          case 'slider':
            return (
              <div key={i} className="container-shop pt-4">
                <HeroSlider banners={block.banners} size={block.size} priority={i === firstSlider} />
              </div>
            );
          case 'categories-grid':
            return <CategoriesGrid key={i} title={block.title} />;
          case 'product-carousel':
            return <ProductCarouselBlock key={i} title={block.title} categories={block.categories} />;
        }
      })}
    </div>
  );
}
