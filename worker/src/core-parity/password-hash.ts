import { createHash, createHmac, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';

const ITOA64 = './0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** phpass's own base64 variant (PasswordHash::encode64). */
function encode64(input: Buffer, count: number): string {
  let output = '';
  let i = 0;
  do {
    let value = input[i++]!;
    output += ITOA64[value & 0x3f];
    if (i < count) value |= input[i]! << 8;
    output += ITOA64[(value >> 6) & 0x3f];
    if (i++ >= count) break;
    if (i < count) value |= input[i]! << 16;
    output += ITOA64[(value >> 12) & 0x3f];
    if (i++ >= count) break;
    output += ITOA64[(value >> 18) & 0x3f];
  } while (i < count);
  return output;
}

/** The portable phpass hash (`$P$B…`, 8193 MD5 rounds) that WordPress before 6.8 writes. */
export function phpassHash(password: string, salt: Buffer = randomBytes(6)): string {
  const log2 = 13; // WordPress uses PasswordHash(8, true): iteration count 2^(8+5)
  const setting = `$P$${ITOA64[log2]}${encode64(salt, 6)}`;
  const saltText = setting.slice(4, 12);
  // PHP hashes the UTF-8 bytes of the password.
  const bytes = Buffer.from(password, 'utf8');
  let hash = createHash('md5').update(Buffer.concat([Buffer.from(saltText, 'latin1'), bytes])).digest();
  for (let i = 0; i < 1 << log2; i++) hash = createHash('md5').update(Buffer.concat([hash, bytes])).digest();
  return setting + encode64(hash, 16);
}

/** What WordPress 6.8 feeds bcrypt: an HMAC-SHA384 of the password, base64 (keeps entropy beyond 72 bytes). */
export function wpBcryptPrehash(password: string): string {
  return createHmac('sha384', 'wp-sha384').update(password.trim()).digest('base64');
}

/** WordPress 6.8's `$wp$2y$…`: bcrypt over the prehash (wp_hash_password). */
export function wpBcryptHash(password: string, cost = 10): string {
  return `$wp${bcrypt.hashSync(wpBcryptPrehash(password), cost).replace(/^\$2[ab]\$/, '$2y$')}`;
}
