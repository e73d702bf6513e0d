import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';

/**
 * AES-256-GCM for secrets at rest (AI provider keys, the license key). The key is derived from the
 * worker secret, one per purpose, so a database dump alone does not reveal the keys; rotating the
 * secret makes them unreadable (they must then be entered again).
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(secret: string, purpose = 'seedpress ai provider keys') {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'seedpress', purpose, 32));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
  }

  /** Undefined when the value was sealed with another key or tampered with. */
  open(sealed: string): string | undefined {
    const [version, payload] = sealed.split(':', 2);
    if (version !== VERSION || !payload) return undefined;
    const raw = Buffer.from(payload, 'base64');
    if (raw.length < 28) return undefined;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
      decipher.setAuthTag(raw.subarray(12, 28));
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

/** First and last four characters visible; short keys are masked whole. */
export function maskKey(key: string): string {
  if (key === '') return '';
  if (key.length <= 12) return '•'.repeat(key.length);
  return `${key.slice(0, 4)}${'•'.repeat(Math.min(key.length - 8, 24))}${key.slice(-4)}`;
}
