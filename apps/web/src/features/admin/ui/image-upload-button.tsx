'use client';

import { useId, useState } from 'react';
import { secondaryButton } from './form-kit/styles';

/** What the server accepts (it checks again, by the bytes): shown before anything is sent. */
const ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';
const MAX_BYTES = 10 * 1024 * 1024;

/** A refusal for files the server would refuse anyway, so staff hear it before a long upload. */
function checkImageFiles(files: File[]): string | null {
  for (const file of files) {
    if (!ACCEPT.split(',').includes(file.type)) return `"${file.name}" is not a JPEG, PNG, WebP or GIF image.`;
    if (file.size > MAX_BYTES) return `"${file.name}" is larger than 10 MB. Choose a smaller image.`;
  }
  return null;
}

/**
 * Choose image files and send them at once as multipart/form-data through `upload`; shows the
 * server's message on refusal. Images are re-encoded as WebP by the server.
 */
export function ImageUploadButton({
  label,
  multiple = false,
  upload,
}: {
  label: string;
  multiple?: boolean;
  upload: (form: FormData) => Promise<{ ok: true } | { ok: false; message: string }>;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function send(input: HTMLInputElement) {
    const files = [...(input.files ?? [])];
    input.value = '';
    if (files.length === 0) return;
    const refused = checkImageFiles(files);
    if (refused) return setError(refused);
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    setBusy(true);
    setError(null);
    const reply = await upload(form);
    setBusy(false);
    if (!reply.ok) setError(reply.message);
  }

  return (
    <div className="grid gap-1">
      <label
        htmlFor={id}
        className={`${secondaryButton} inline-block cursor-pointer justify-self-start ${busy ? 'opacity-60' : ''}`}
      >
        {busy ? 'Uploading…' : label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        multiple={multiple}
        disabled={busy}
        className="sr-only"
        onChange={(e) => void send(e.currentTarget)}
      />
      {error ? (
        <p role="alert" className="text-sm text-sale">
          {error}
        </p>
      ) : null}
    </div>
  );
}
