import { crc32 } from 'node:zlib';
import type { App } from '../../testing/test-app';

/** A CSV file as a spreadsheet saves it (UTF-8 with BOM, CRLF), cells quoted where needed. */
export function csvFile(rows: (string | number)[][]): Buffer {
  const cell = (v: string | number) => (/[",\r\n]/.test(String(v)) ? `"${String(v).replace(/"/g, '""')}"` : String(v));
  return Buffer.from(`\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`, 'utf8');
}

/** A ZIP of stored (uncompressed) files: enough for the images archive staff upload. */
export function zipOf(files: Record<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const [name, bytes] of Object.entries(files)) {
    const fileName = Buffer.from(name, 'utf8');
    const crc = crc32(bytes);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(bytes.length, 18);
    local.writeUInt32LE(bytes.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    locals.push(local, fileName, bytes);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt32LE(crc, 16);
    entry.writeUInt32LE(bytes.length, 20);
    entry.writeUInt32LE(bytes.length, 24);
    entry.writeUInt16LE(fileName.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, fileName);
    offset += 30 + fileName.length + bytes.length;
  }
  const dir = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

export interface ImportCall {
  file: Buffer;
  name?: string;
  images?: Buffer;
  fields?: Record<string, string>;
  headers: Record<string, string>;
}

/** POST /api/admin/catalog/import as the page or a script sends it. */
export async function postImport(app: App, call: ImportCall) {
  const form = new FormData();
  for (const [key, value] of Object.entries(call.fields ?? {})) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(call.file)]), call.name ?? 'catalog.csv');
  if (call.images)
    form.append('images', new Blob([new Uint8Array(call.images)], { type: 'application/zip' }), 'images.zip');
  const encoded = new Response(form);
  const reply = await app.inject({
    method: 'POST',
    url: '/api/admin/catalog/import',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { ...call.headers, 'content-type': encoded.headers.get('content-type')! },
  });
  return { status: reply.statusCode, body: reply.json() as { data: ImportData } & Record<string, unknown> };
}

interface ImportData {
  create: number;
  update: number;
  unchanged: number;
  errors: { row: number; column: string | null; code: string; message: string }[];
  error_rows: number;
  applied: boolean;
}
