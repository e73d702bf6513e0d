/** Multi-row INSERTs stay well under max_allowed_packet and placeholder limits at this size. */
export const INSERT_CHUNK = 500;

export function chunk<T>(rows: readonly T[], size = INSERT_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}
