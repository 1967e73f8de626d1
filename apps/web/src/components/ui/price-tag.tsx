import { percentOff } from '@shop/domain/pricing';
import { price } from '@/lib/i18n/price';
import type { Translate } from '@/lib/i18n/translate';

interface PriceTagProps {
  salePrice: number;
  regularPrice: number;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** The caller's t: getT on the server, useT() in the browser (this renders on both sides). */
  t: Translate;
}

const sizes = { sm: 'text-sm', md: 'text-base', lg: 'text-2xl' } as const;

/** 'OMR 12.500' ('12.500 ر.ع.' in Arabic), the struck regular price and a red '{percent}% OFF' badge when on sale. */
export function PriceTag({ salePrice, regularPrice, size = 'md', className = '', t }: PriceTagProps) {
  const percent = percentOff(salePrice, regularPrice);
  return (
    <div className={`flex flex-wrap items-center gap-x-2 gap-y-1 ${className}`}>
      <span className={`font-semibold text-ink ${sizes[size]}`} data-testid="price">
        {price(t, salePrice)}
      </span>
      {salePrice !== regularPrice && (
        <>
          <s className="text-sm text-muted" data-testid="regular-price">
            <span className="sr-only">{t('price.regular')} </span>
            {price(t, regularPrice)}
          </s>
          {percent > 0 && (
            <span className="rounded bg-sale px-1.5 py-0.5 text-xs font-bold text-white" data-testid="percent-off">
              {t('price.percentOff', { percent })}
            </span>
          )}
        </>
      )}
    </div>
  );
}
