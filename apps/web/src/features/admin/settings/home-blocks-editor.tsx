'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { homeBlocksReply, mediaFileReply } from '@shop/domain/schemas/admin-replies';
import { adminRequest } from '../admin-client';
import { arabicInput, inputClass, primaryButton, secondaryButton } from '../ui/form-kit/styles';
import { ActionMessage } from '../ui/action-message';
import { ImageUploadButton } from '../ui/image-upload-button';
import { useAdminAction } from '../use-admin-action';
import type { Banner, HomeBlock, MediaFile } from './settings-types';

/** The API also sends each block's stored template name; the write takes only the block itself. */
const clean = (list: HomeBlock[]): HomeBlock[] =>
  list.map((b) => {
    const { web_template: _template, ...block } = b as HomeBlock & { web_template?: string };
    return block as HomeBlock;
  });

const KIND_LABEL: Record<HomeBlock['kind'], string> = {
  slider: 'Banner slider',
  'categories-grid': 'Categories grid',
  carousel: 'Product carousel',
};

/**
 * The home page's blocks: reorder, edit banners and carousels, add or remove carousels; saved as
 * one list. Titles and banner texts have an Arabic field beside the English (empty: Arabic
 * readers see the English).
 */
export function HomeBlocksEditor({
  initial,
  categories,
  media,
}: {
  initial: HomeBlock[];
  categories: string[];
  media: MediaFile[];
}) {
  const router = useRouter();
  const [blocks, setBlocks] = useState(() => clean(initial));
  const saving = useAdminAction();

  const update = (i: number, block: HomeBlock) => setBlocks(blocks.map((b, j) => (j === i ? block : b)));
  const move = (i: number, by: -1 | 1) => {
    const next = [...blocks];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setBlocks(next);
  };

  async function save() {
    await saving.run(
      (client, init) => client.PUT('/api/admin/settings/home-blocks', { body: { blocks }, ...init }),
      homeBlocksReply,
      {
        onSuccess: (saved) => {
          setBlocks(clean(saved));
          router.refresh();
          return { notice: 'Home page saved.' };
        },
      },
    );
  }

  return (
    <section aria-label="Home page blocks" className="grid gap-3">
      <datalist id="media-images">
        {media.map((m) => (
          <option key={m.url} value={m.url} />
        ))}
      </datalist>
      <ol className="grid gap-3">
        {blocks.map((block, i) => (
          <li
            key={i}
            className="rounded-xl border border-line bg-white p-4"
            aria-label={`Block ${i + 1}: ${KIND_LABEL[block.kind]}`}
          >
            <div className="mb-3 flex flex-wrap items-center gap-2">
              <span className="rounded-full bg-blush px-2 py-0.5 text-xs font-semibold text-brand-dark">{i + 1}</span>
              <span className="font-semibold">{KIND_LABEL[block.kind]}</span>
              <span className="ms-auto flex gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => move(i, -1)}
                  disabled={i === 0}
                  aria-label={`Move block ${i + 1} up`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => move(i, 1)}
                  disabled={i === blocks.length - 1}
                  aria-label={`Move block ${i + 1} down`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() => setBlocks(blocks.filter((_, j) => j !== i))}
                  aria-label={`Remove block ${i + 1}`}
                >
                  Remove
                </button>
              </span>
            </div>
            {block.kind === 'carousel' ? (
              <div className="grid gap-2">
                <div className="grid gap-2 desk:grid-cols-2">
                  <label className="text-xs text-muted">
                    Title
                    <input
                      value={block.title}
                      required
                      onChange={(e) => update(i, { ...block, title: e.target.value })}
                      className={inputClass}
                    />
                  </label>
                  <label className="text-xs text-muted">
                    Title in Arabic
                    <input
                      value={block.title_ar}
                      onChange={(e) => update(i, { ...block, title_ar: e.target.value })}
                      className={inputClass}
                      {...arabicInput}
                    />
                  </label>
                </div>
                <fieldset>
                  <legend className="text-xs text-muted">Categories (none = newest products)</legend>
                  <div className="mt-1 flex max-h-40 flex-wrap gap-x-4 gap-y-1 overflow-y-auto text-sm">
                    {categories.map((c) => (
                      <label key={c} className="flex items-center gap-1.5">
                        <input
                          type="checkbox"
                          className="accent-brand"
                          checked={block.categories.includes(c)}
                          onChange={(e) =>
                            update(i, {
                              ...block,
                              categories: e.target.checked
                                ? [...block.categories, c]
                                : block.categories.filter((x) => x !== c),
                            })
                          }
                        />
                        {c}
                      </label>
                    ))}
                  </div>
                </fieldset>
              </div>
            ) : block.kind === 'slider' ? (
              <SliderFields block={block} onChange={(b) => update(i, b)} />
            ) : (
              <div className="grid gap-2 desk:grid-cols-2">
                <label className="text-xs text-muted">
                  Title
                  <input
                    value={block.title}
                    onChange={(e) => update(i, { ...block, title: e.target.value })}
                    className={inputClass}
                  />
                </label>
                <label className="text-xs text-muted">
                  Title in Arabic
                  <input
                    value={block.title_ar}
                    onChange={(e) => update(i, { ...block, title_ar: e.target.value })}
                    className={inputClass}
                    {...arabicInput}
                  />
                </label>
              </div>
            )}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() =>
            setBlocks([...blocks, { kind: 'carousel', title: 'New carousel', title_ar: '', categories: [] }])
          }
        >
          Add product carousel
        </button>
        <button type="button" className={primaryButton} disabled={saving.pending} onClick={() => void save()}>
          {saving.pending ? 'Saving…' : 'Save home page'}
        </button>
        <ActionMessage error={saving.error} notice={saving.notice} />
      </div>
    </section>
  );
}

function SliderFields({
  block,
  onChange,
}: {
  block: Extract<HomeBlock, { kind: 'slider' }>;
  onChange: (b: HomeBlock) => void;
}) {
  const setBanner = (i: number, patch: Partial<Banner>) =>
    onChange({ ...block, banners: block.banners.map((b, j) => (j === i ? { ...b, ...patch } : b)) });
  return (
    <div className="grid gap-3">
      {block.banners.map((banner, i) => (
        <div key={i} className="grid gap-2 rounded-lg border border-line p-3 desk:grid-cols-[96px_1fr_1fr]">
          <img
            src={banner.image || undefined}
            alt=""
            className="h-16 w-24 rounded border border-line bg-cream object-cover"
          />
          <BannerImageField
            label="Desktop image (a /media file or https URL)"
            required
            value={banner.image}
            onChange={(image) => setBanner(i, { image })}
          />
          <BannerImageField
            label="Mobile image"
            value={banner.mobile_image}
            onChange={(mobile_image) => setBanner(i, { mobile_image })}
          />
          <img
            src={banner.image_ar || undefined}
            alt=""
            className="h-16 w-24 rounded border border-line bg-cream object-cover"
          />
          <BannerImageField
            label="Desktop image for Arabic pages (art with words)"
            value={banner.image_ar}
            onChange={(image_ar) => setBanner(i, { image_ar })}
          />
          <BannerImageField
            label="Mobile image for Arabic pages"
            value={banner.mobile_image_ar}
            onChange={(mobile_image_ar) => setBanner(i, { mobile_image_ar })}
          />
          <span />
          <label className="text-xs text-muted">
            Link
            <input
              value={banner.link}
              onChange={(e) => setBanner(i, { link: e.target.value })}
              placeholder="/shop?category=Offers"
              className={inputClass}
            />
          </label>
          <label className="text-xs text-muted">
            Alt text
            <input value={banner.alt} onChange={(e) => setBanner(i, { alt: e.target.value })} className={inputClass} />
          </label>
          <label className="text-xs text-muted desk:col-start-3">
            Alt text in Arabic
            <input
              value={banner.alt_ar}
              onChange={(e) => setBanner(i, { alt_ar: e.target.value })}
              className={inputClass}
              {...arabicInput}
            />
          </label>
          <button
            type="button"
            className={`${secondaryButton} self-end justify-self-start`}
            disabled={block.banners.length === 1}
            onClick={() => onChange({ ...block, banners: block.banners.filter((_, j) => j !== i) })}
          >
            Remove banner
          </button>
        </div>
      ))}
      <button
        type="button"
        className={`${secondaryButton} justify-self-start`}
        onClick={() =>
          onChange({
            ...block,
            banners: [
              ...block.banners,
              { image: '', mobile_image: '', image_ar: '', mobile_image_ar: '', link: '', alt: '', alt_ar: '' },
            ],
          })
        }
      >
        Add banner
      </button>
    </div>
  );
}

/** One banner image: typed or picked from /media, or uploaded (stored as WebP under /media/banners). Empty Arabic images show the English one. */
function BannerImageField({
  label,
  value,
  required = false,
  onChange,
}: {
  label: string;
  value: string;
  required?: boolean;
  onChange: (url: string) => void;
}) {
  return (
    <div className="grid gap-1">
      <label className="text-xs text-muted">
        {label}
        <input
          list="media-images"
          value={value}
          required={required}
          onChange={(e) => onChange(e.target.value)}
          className={inputClass}
        />
      </label>
      <ImageUploadButton
        label="Upload"
        upload={async (form) => {
          const reply = await adminRequest(
            (client, init) => client.POST('/api/admin/settings/media', { body: form, ...init }),
            mediaFileReply,
          );
          if (!reply.ok) return reply;
          onChange(reply.data.url);
          return { ok: true };
        }}
      />
    </div>
  );
}
