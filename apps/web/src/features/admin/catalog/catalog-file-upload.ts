'use client';

import { type CatalogImportResult, catalogImportReply } from '@shop/domain/schemas/catalog-transfer';
import { csrfToken } from '../admin-client';

export interface ImportForm {
  file: File;
  images: File | null;
  createMissing: boolean;
  apply: 'valid' | 'all';
}

export type UploadOutcome = { ok: true; data: CatalogImportResult } | { ok: false; message: string };

/**
 * POST /api/admin/catalog/import with the upload's progress (XMLHttpRequest: fetch reports none
 * for a request body). `onProgress` gets the share sent, 0–1, then null while the server reads the rows.
 */
export function sendCatalogImport(
  form: ImportForm,
  dryRun: boolean,
  onProgress: (sent: number | null) => void,
): Promise<UploadOutcome> {
  const body = new FormData();
  if (dryRun) body.append('dry_run', '1');
  body.append('apply', form.apply);
  if (form.createMissing) body.append('create_missing', '1');
  body.append('file', form.file);
  if (form.images) body.append('images', form.images);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/admin/catalog/import');
    request.setRequestHeader('x-csrf-token', csrfToken());
    request.upload.onprogress = (event) => onProgress(event.lengthComputable ? event.loaded / event.total : null);
    request.upload.onload = () => onProgress(null);
    request.onerror = () => resolve({ ok: false, message: 'Network error. Check the connection and try again.' });
    request.onload = () => {
      let json: unknown = null;
      try {
        json = JSON.parse(request.responseText);
      } catch {
        // not JSON: reported below
      }
      const parsed = catalogImportReply.safeParse(json);
      if (request.status === 200 && parsed.success) return resolve({ ok: true, data: parsed.data.data });
      const error = (json as { error?: { message?: unknown } } | null)?.error?.message;
      resolve({
        ok: false,
        message: typeof error === 'string' ? error : `The import failed (HTTP ${request.status}). Try again.`,
      });
    };
    request.send(body);
  });
}
