import { createFaker, loadLocale } from '../../../../worker/src/generators/text/faker-factory.js';
import { csvRecord, renderCsv, renderText } from '../../../../worker/src/generators/media/text-files.js';

/** RFC 4180 read back: records of fields, quoted fields with doubled quotes and commas inside. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let n = 0; n < text.length; n++) {
    const c = text[n]!;
    if (quoted) {
      if (c === '"' && text[n + 1] === '"') { field += '"'; n++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { record.push(field); field = ''; } else if (c === '\r' && text[n + 1] === '\n') { record.push(field); records.push(record); record = []; field = ''; n++; } else field += c;
  }
  return records;
}

describe('renderText', () => {
  it('writes the title underlined and each paragraph wrapped at 72 characters, a blank line apart, in UTF-8', () => {
    // Action
    const text = renderText({ title: 'Notes – Zürich', paragraphs: ['word '.repeat(40).trim(), 'Съешь же ещё этих мягких французских булок.'] }).toString('utf8');

    // Assert
    const lines = text.split('\n');
    expect(lines.slice(0, 3)).toEqual(['Notes – Zürich', '==============', '']);
    expect(lines.every((line) => [...line].length <= 72)).toBe(true);
    expect(text).toBe(`Notes – Zürich\n==============\n\n${'word '.repeat(14).trim()}\n${'word '.repeat(14).trim()}\n${'word '.repeat(12).trim()}\n\nСъешь же ещё этих мягких французских булок.\n`);
  });
});

describe('renderCsv', () => {
  beforeAll(() => Promise.all([loadLocale('en_US'), loadLocale('de_DE')]));

  it('writes a header row and one record per person, every record of six fields, CRLF-ended', () => {
    // Action
    const csv = renderCsv(createFaker('en_US', 5), 12).toString('utf8');
    const records = parseCsv(csv);

    // Assert
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(csv.replaceAll('\r\n', '')).not.toMatch(/\n/);
    expect(records[0]).toEqual(['ID', 'Name', 'Email', 'City', 'Date', 'Amount']);
    expect(records).toHaveLength(13);
    for (const [n, [id, name, email, city, date, amount]] of records.slice(1).entries()) {
      expect(id).toBe(String(1001 + n));
      expect(name).toMatch(/\S+ \S+/);
      expect(email).toMatch(/^[^@\s]+@example\.(com|net|org)$/);
      expect(city!.length).toBeGreaterThan(1);
      expect(date).toMatch(/^202[345]-\d\d-\d\d$/);
      expect(Number(amount)).toBeGreaterThanOrEqual(5);
      expect(Number(amount)).toBeLessThanOrEqual(2000);
    }
  });

  it('is the same for the same seed, in the run\'s language', () => {
    // Action
    const a = renderCsv(createFaker('de_DE', 8), 30).toString('utf8');
    const b = renderCsv(createFaker('de_DE', 8), 30).toString('utf8');

    // Assert
    expect(a).toBe(b);
    expect(parseCsv(a).every((record) => record.length === 6)).toBe(true);
    expect(a).toMatch(/[äöüß]/);
  });

  it('quotes fields that hold commas, quotes or line breaks, doubling the quotes', () => {
    // Action
    const line = csvRecord(['1', 'Smith, John', 'The "Lodge"', 'two\nlines', 'plain']);

    // Assert
    expect(line).toBe('1,"Smith, John","The ""Lodge""","two\nlines",plain');
    expect(parseCsv(`${line}\r\n`)).toEqual([['1', 'Smith, John', 'The "Lodge"', 'two\nlines', 'plain']]);
  });
});
