import type { Faker } from '@faker-js/faker';
import { RESERVED_DOMAINS } from '../reserved-domains.js';

/** A plain-text document: its title, then paragraphs. */
export interface TextContent {
  title: string;
  paragraphs: readonly string[];
}

/** Lines of plain text are kept to a width every editor shows without scrolling. */
const LINE_WIDTH = 72;

function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line !== '' && [...line].length + 1 + [...word].length > LINE_WIDTH) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A .txt file as people write one: the title underlined, paragraphs wrapped and apart, UTF-8, a final newline. */
export function renderText({ title, paragraphs }: TextContent): Buffer {
  const rule = '='.repeat(Math.min(LINE_WIDTH, [...title].length));
  const body = paragraphs.map((p) => wrap(p).join('\n'));
  return Buffer.from(`${title}\n${rule}\n\n${body.join('\n\n')}\n`, 'utf8');
}

/** A record of RFC 4180: a field is quoted when it holds a comma, a quote or a line break, its quotes doubled. */
export function csvRecord(fields: readonly string[]): string {
  return fields.map((value) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value)).join(',');
}

/** The table a CSV export of a small register holds: one row per person, with a header row. */
const COLUMNS = ['ID', 'Name', 'Email', 'City', 'Date', 'Amount'] as const;

/**
 * A .csv file as spreadsheets export one (RFC 4180: comma-separated, CRLF line ends, a header
 * row): `rows` records of people of the run's locale, dates and amounts.
 */
export function renderCsv(faker: Faker, rows: number): Buffer {
  const lines = [COLUMNS.join(',')];
  for (let n = 1; n <= rows; n++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const record = [
      String(1000 + n),
      `${first} ${last}`,
      faker.internet.email({ firstName: first, lastName: last, provider: faker.helpers.arrayElement(RESERVED_DOMAINS) }).toLowerCase(),
      faker.location.city(),
      faker.date.between({ from: '2023-01-01T00:00:00Z', to: '2025-12-31T00:00:00Z' }).toISOString().slice(0, 10),
      faker.finance.amount({ min: 5, max: 2000, dec: 2 }),
    ];
    lines.push(csvRecord(record));
  }
  return Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8');
}
