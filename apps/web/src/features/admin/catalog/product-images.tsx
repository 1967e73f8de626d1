'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { type AdminCatalogImage, catalogImagesReply } from '@shop/domain/schemas/admin-replies';
import { ActionMessage } from '../ui/action-message';
import { ImageUploadButton } from '../ui/image-upload-button';
import { useAdminAction } from '../use-admin-action';
import { secondaryButton } from '../ui/form-kit/styles';

/** A product's images: upload (several at once), move earlier or later, remove. The first is the one the shop shows. */
export function ProductImages({ item, initial }: { item: string; initial: AdminCatalogImage[] }) {
  const router = useRouter();
  const [images, setImages] = useState(initial);
  const change = useAdminAction();
  const path = { params: { path: { name: item } } };
  const shown = {
    onSuccess: (next: AdminCatalogImage[]) => {
      setImages(next);
      router.refresh();
    },
  };

  const move = async (i: number, by: -1 | 1) => {
    const files = images.map((img) => img.file);
    [files[i], files[i + by]] = [files[i + by]!, files[i]!];
    await change.run(
      (client, init) => client.PUT('/api/admin/catalog/items/{name}/images', { ...path, body: { files }, ...init }),
      catalogImagesReply,
      shown,
    );
  };
  const remove = async (file: string) =>
    change.run(
      (client, init) =>
        client.DELETE('/api/admin/catalog/items/{name}/images/{file}', {
          params: { path: { name: item, file } },
          ...init,
        }),
      catalogImagesReply,
      shown,
    );

  return (
    <section aria-label="Images" className="grid gap-3 rounded-xl border border-line bg-white p-4">
      <h2 className="text-sm font-semibold">Images</h2>
      <p className="text-xs text-muted">
        JPEG, PNG, WebP or GIF, 10 MB each, 10 per product; stored as WebP. The first image is shown in the shop.
      </p>
      {images.length === 0 ? <p className="text-sm text-muted">No images yet.</p> : null}
      <ol className="grid grid-cols-2 gap-3 desk:grid-cols-5">
        {images.map((image, i) => (
          <li key={image.file} className="grid gap-2 rounded-lg border border-line p-2">
            <img src={image.url} alt={`Image ${i + 1}`} className="aspect-square w-full rounded object-cover" />
            <span className="text-xs text-muted">{i === 0 ? 'Shown in the shop' : `Image ${i + 1}`}</span>
            <div className="flex flex-wrap gap-1">
              <button
                type="button"
                className={secondaryButton}
                disabled={i === 0}
                onClick={() => void move(i, -1)}
                aria-label={`Move image ${i + 1} earlier`}
              >
                ←
              </button>
              <button
                type="button"
                className={secondaryButton}
                disabled={i === images.length - 1}
                onClick={() => void move(i, 1)}
                aria-label={`Move image ${i + 1} later`}
              >
                →
              </button>
              <button
                type="button"
                className={secondaryButton}
                onClick={() => void remove(image.file)}
                aria-label={`Remove image ${i + 1}`}
              >
                Remove
              </button>
            </div>
          </li>
        ))}
      </ol>
      <ImageUploadButton
        label="Upload images"
        multiple
        upload={async (form) =>
          (await change.run(
            (client, init) => client.POST('/api/admin/catalog/items/{name}/images', { ...path, body: form, ...init }),
            catalogImagesReply,
            shown,
          )) ?? {
            ok: true,
          }
        }
      />
      <ActionMessage error={change.error} />
    </section>
  );
}
