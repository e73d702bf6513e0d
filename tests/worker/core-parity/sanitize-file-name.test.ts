import { sanitizeFileBase, sanitizeFileName } from '../../../worker/src/core-parity/sanitize-file-name.js';

describe('sanitizeFileBase', () => {
  it('keeps a plain slug', () => {
    expect(sanitizeFileBase('sunset-over-the-lake')).toBe('sunset-over-the-lake');
  });

  it('drops the percent signs of an encoded slug, as sanitize_file_name() does', () => {
    expect(sanitizeFileBase('%d0%bf%d1%80%d0%b8')).toBe('d0bfd180d0b8');
  });

  it('never lets a path through', () => {
    expect(sanitizeFileBase('../../etc/passwd')).toBe('etcpasswd');
    expect(sanitizeFileBase('a b\tc..d')).toBe('a-b-c-d');
  });

  it('trims only the start, as WordPress trims the whole file name', () => {
    expect(sanitizeFileBase('_-lake-')).toBe('lake-');
  });

  it('names an empty slug like WordPress names ".jpg"', () => {
    expect(sanitizeFileBase('')).toBe('unnamed-file');
    expect(sanitizeFileBase('%%')).toBe('unnamed-file');
  });
});

describe('sanitizeFileName', () => {
  const MIMES = { 'jpg|jpeg|jpe': 'image/jpeg', png: 'image/png', pdf: 'application/pdf', 'gz|gzip': 'application/x-gzip', tar: 'application/x-tar' };

  it.each([
    ['Sunset Lake.png', 'Sunset-Lake.png'],
    ['shell.php.png', 'shell.php_.png'],
    ['archive.tar.gz', 'archive.tar.gz'],
    ['../../etc/passwd.png', 'etcpasswd.png'],
    ['Übergröße.pdf', 'Ubergrose.pdf'],
    ['...dots...png', 'dots.png'],
    ['png', 'unnamed-file.png'],
    ['50% off!.jpg', '50-off.jpg'],
  ])('%j → %j', (name, expected) => {
    expect(sanitizeFileName(name, MIMES, 'en_US')).toBe(expected);
  });

  it('removes accents as the site locale says (de_DE: ü → ue)', () => {
    expect(sanitizeFileName('Übergröße.pdf', MIMES, 'de_DE')).toBe('Uebergroesse.pdf');
  });
});
