import { maskKey, SecretBox } from '../../../worker/src/services/secret-box.js';

describe('SecretBox', () => {
  it('opens what it sealed, and the sealed text does not contain the secret', () => {
    // Setup
    const box = new SecretBox('s'.repeat(40));

    // Action
    const sealed = box.seal('sk-live-1234567890abcdef');

    // Assert
    expect(sealed).toMatch(/^v1:[A-Za-z0-9+/=]+$/);
    expect(sealed).not.toContain('1234567890');
    expect(box.open(sealed)).toBe('sk-live-1234567890abcdef');
  });

  it('uses a fresh IV each time', () => {
    const box = new SecretBox('s'.repeat(40));
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('cannot open with another secret or after tampering', () => {
    // Setup
    const sealed = new SecretBox('s'.repeat(40)).seal('key');
    const tampered = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}=`;

    // Action / Assert
    expect(new SecretBox('t'.repeat(40)).open(sealed)).toBeUndefined();
    expect(new SecretBox('s'.repeat(40)).open(tampered)).toBeUndefined();
    expect(new SecretBox('s'.repeat(40)).open('garbage')).toBeUndefined();
  });
});

describe('maskKey', () => {
  it.each([
    ['', ''],
    ['short', '•••••'],
    ['sk-abcdefghijklmnop', 'sk-a•••••••••••mnop'],
  ])('masks %j as %j', (key, masked) => {
    expect(maskKey(key)).toBe(masked);
  });
});
