type Result = Record<string, unknown>;

const MAX_WARNINGS = 20;

/** "1 post", "2 posts": a count with the noun's singular or plural form. */
export const counted = (n: number, [one, many]: [string, string]): string => `${n} ${n === 1 ? one : many}`;

function warningLines(warnings: unknown): string[] {
  if (!Array.isArray(warnings) || warnings.length === 0) return [];
  const shown = warnings.slice(0, MAX_WARNINGS).map((w) => `  - ${String(w)}`);
  const more = warnings.length > MAX_WARNINGS ? [`  … and ${warnings.length - MAX_WARNINGS} more (--format json lists them all)`] : [];
  return [`Warnings (${warnings.length}):`, ...shown, ...more];
}

/** The closing text of a generation command: what was made, how, and what to know. */
export function generationSummary(result: Result, nouns: [string, string], batches: number): string {
  const count = Number(result.count ?? 0);
  const how = batches > 1 ? ` in ${batches} batches` : '';
  const seed = result.seed === undefined ? '' : ` (seed ${String(result.seed)})`;
  const lines = [batches > 1 || typeof result.message !== 'string' ? `${counted(count, nouns)} generated${how}${seed}.` : `${result.message}${seed}.`];
  const stats = result.variation_stats as Record<string, number> | undefined;
  if (stats) lines.push(`Featured images: ${stats.with_featured_image} with, ${stats.without_featured_image} without.`);
  const auto = result.auto_created as { authors: number; comments: number; related_posts: number; terms: Record<string, number> } | undefined;
  if (auto) {
    const terms = Object.entries(auto.terms).map(([taxonomy, n]) => `${n} ${taxonomy}`);
    lines.push(`Also made: ${counted(auto.authors, ['author', 'authors'])}, ${counted(auto.comments, ['comment', 'comments'])}, ${counted(auto.related_posts, ['related post', 'related posts'])}, terms: ${terms.join(', ') || 'none'}.`);
  }
  if (Number(result.deleted_count ?? 0) > 0) lines.push(`Deleted first: ${String(result.deleted_count)}.`);
  if (typeof result.time_saved === 'string') lines.push(`Time saved: ${result.time_saved}.`);
  return [...lines, ...warningLines(result.warnings)].join('\n');
}

interface HistoryEntry {
  id: string;
  content_type: string;
  content_subtype: string;
  content_id: string;
  content_exists: boolean;
  created_at: string;
  content_title: string | null;
}

/** GET /history as a table, one entry a line. */
export function historyTable(result: Result, offset: number): string {
  const entries = (result.history ?? []) as HistoryEntry[];
  if (entries.length === 0) return `No history entries${offset > 0 ? ` after offset ${offset}` : ''} (${String(result.total)} in all).`;
  const rows = [
    ['ID', 'TYPE', 'SUBTYPE', 'ITEM', 'EXISTS', 'CREATED', 'TITLE'],
    ...entries.map((e) => [e.id, e.content_type, e.content_subtype, e.content_id, e.content_exists ? 'yes' : 'no', e.created_at, e.content_title ?? '']),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const table = rows.map((row) => row.map((cell, column) => (column === row.length - 1 ? cell : cell.padEnd(widths[column]!))).join('  ').trimEnd());
  return [...table, `${entries.length} of ${String(result.total)} ${result.total === 1 ? 'entry' : 'entries'}, from offset ${offset}.`].join('\n');
}
