/*
 * Reads PHP's serialize() format (what WordPress keeps in options and JetEngine in its tables)
 * without running PHP. String lengths count bytes, so the text is read as UTF-8 bytes.
 */

/** The value `text` serializes; objects read as their properties. Throws on a malformed string. */
export function unserialize(text) {
  const bytes = Buffer.from(text, 'utf8');
  const [value] = readValue(bytes, 0);
  return value;
}

function until(bytes, at, char) {
  const end = bytes.indexOf(char, at);
  if (end < 0) throw new Error(`serialized value ends early at ${at}`);
  return [bytes.subarray(at, end).toString('utf8'), end + 1];
}

function readValue(bytes, at) {
  const kind = String.fromCharCode(bytes[at]);
  if (kind === 'N') return [null, at + 2];
  if (kind === 'b') { const [digit, next] = until(bytes, at + 2, ';'); return [digit === '1', next]; }
  if (kind === 'i' || kind === 'd') { const [number, next] = until(bytes, at + 2, ';'); return [Number(number), next]; }
  if (kind === 's') {
    const [length, start] = until(bytes, at + 2, ':');
    const end = start + 1 + Number(length);
    return [bytes.subarray(start + 1, end).toString('utf8'), end + 2];
  }
  if (kind === 'a') return readMembers(bytes, ...until(bytes, at + 2, ':'));
  if (kind === 'O') {
    const [, afterName] = until(bytes, until(bytes, at + 2, ':')[1], ':');
    return readMembers(bytes, ...until(bytes, afterName, ':'));
  }
  throw new Error(`unknown serialized kind '${kind}' at ${at}`);
}

/** `count` key/value pairs after `{`; keys that count from 0 make a list, as PHP's do. */
function readMembers(bytes, count, at) {
  const entries = [];
  let next = at + 1;
  for (let index = 0; index < Number(count); index++) {
    const [key, afterKey] = readValue(bytes, next);
    const [value, afterValue] = readValue(bytes, afterKey);
    entries.push([key, value]);
    next = afterValue;
  }
  const isList = entries.every(([key], index) => key === index);
  return [isList ? entries.map(([, value]) => value) : Object.fromEntries(entries), next + 1];
}
