/*
 * Reads the rows of chosen tables out of a MySQL dump (mysqldump, phpMyAdmin, Duplicator):
 * `INSERT INTO` statements with or without a column list, strings in MySQL's backslash escapes.
 */

const ESCAPES = { n: '\n', r: '\r', t: '\t', 0: '\0', Z: '\x1a' };

/** Rows of every table whose name ends in `suffix` (any prefix), as column → value objects. */
export function tableRows(dump, suffix) {
  const rows = [];
  const insert = new RegExp(`INSERT INTO \`?(\\w*${suffix})\`?\\s*(\\(([^)]*)\\))?\\s*VALUES\\s*`, 'g');
  for (let match = insert.exec(dump); match; match = insert.exec(dump)) {
    const columns = match[3] ? match[3].split(',').map((name) => name.trim().replace(/`/g, '')) : createColumns(dump, match[1]);
    const [tuples, end] = readTuples(dump, insert.lastIndex);
    insert.lastIndex = end;
    for (const tuple of tuples) rows.push(Object.fromEntries(columns.map((name, index) => [name, tuple[index]])));
  }
  return rows;
}

/** The column names of `CREATE TABLE <table>`, for dumps whose inserts list none. */
function createColumns(dump, table) {
  const start = dump.indexOf(`CREATE TABLE \`${table}\``);
  if (start < 0) return [];
  const body = dump.slice(start, dump.indexOf(';', start));
  return [...body.matchAll(/^\s*`(\w+)`/gm)].map((match) => match[1]);
}

/** The `(...)` tuples from `at` up to the statement's `;`, and where the statement ends. */
function readTuples(dump, at) {
  const tuples = [];
  let pos = at;
  let tuple;
  while (pos < dump.length) {
    const char = dump[pos];
    if (char === ';' && !tuple) return [tuples, pos + 1];
    if (char === '(' && !tuple) { tuple = []; pos++; continue; }
    if (char === ')' && tuple) { tuples.push(tuple); tuple = undefined; pos++; continue; }
    if (char === "'") {
      const [value, next] = readString(dump, pos + 1);
      tuple?.push(value);
      pos = next;
      continue;
    }
    if (tuple && /[-\w.]/.test(char)) {
      const word = /^[-\w.]+/.exec(dump.slice(pos, pos + 64))[0];
      tuple.push(word === 'NULL' ? null : Number.isNaN(Number(word)) ? word : Number(word));
      pos += word.length;
      continue;
    }
    pos++;
  }
  return [tuples, pos];
}

function readString(dump, at) {
  let out = '';
  let pos = at;
  while (pos < dump.length) {
    const char = dump[pos];
    if (char === '\\') { out += ESCAPES[dump[pos + 1]] ?? dump[pos + 1]; pos += 2; continue; }
    if (char === "'" && dump[pos + 1] === "'") { out += "'"; pos += 2; continue; }
    if (char === "'") return [out, pos + 1];
    out += char;
    pos++;
  }
  return [out, pos];
}
