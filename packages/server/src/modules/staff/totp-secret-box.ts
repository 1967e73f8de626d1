import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Staff TOTP secrets at rest: AES-256-GCM under a key derived (HKDF-SHA-256) from SESSION_SECRET,
 * bound to the account's id, so a copy of the database alone yields no authenticator seed and a
 * sealed secret moved to another account does not open. Rotating SESSION_SECRET therefore turns
 * every staff member's two-factor off in effect: an owner resets it and each re-enrols.
 */
export interface TotpSecretBox {
  seal(secret: string, staffId: number): string;
  /** The secret, or null when it was sealed under another key or for another account. */
  open(sealed: string, staffId: number): string | null;
}

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createTotpSecretBox(sessionSecret: string): TotpSecretBox {
  const key = Buffer.from(hkdfSync('sha256', sessionSecret, 'gulf-glow', 'staff totp secret', 32));
  const context = (staffId: number) => Buffer.from(`staff:${staffId}`);
  return {
    seal(secret, staffId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(context(staffId));
      const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, staffId) {
      if (!sealed.startsWith(VERSION)) return null;
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      if (raw.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES)).setAAD(context(staffId));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
