import { commandFlags, COMMANDS, type Command } from './commands.js';
import type { FlagSpec } from './flags.js';

export const SITE_FLAGS = `Site (each flag or its environment variable):
  --url <address>              SEEDPRESS_URL           the site, e.g. https://example.com
                                                       (https://example.com/?rest_route= without pretty permalinks)
  --user <login>               SEEDPRESS_USER          an administrator's login
  --app-password <password>    SEEDPRESS_APP_PASSWORD  one of that user's application passwords

Output:
  --format <text|json>         a summary (default), or the result as JSON on stdout
  -h, --help                   this help`;

export function mainHelp(): string {
  const width = Math.max(...COMMANDS.map((c) => c.name.length)) + 2;
  return `seedpress: realistic test content for a WordPress site with SeedPress, through its REST API.

Usage: seedpress <command> [flags]

Commands:
${COMMANDS.map((c) => `  ${c.name.padEnd(width)}${c.summary}`).join('\n')}
  ${'worker'.padEnd(width)}Run the worker on this machine for a site whose PHP has no Node.js (seedpress worker --help).
  ${'detect'.padEnd(width)}Detect what field definitions hold, offline, from JSON lines (seedpress detect --help).

${SITE_FLAGS}

Exit codes: 0 done; 1 the site refused or failed (its code and message on stderr); 2 bad usage.
Run "seedpress <command> --help" for the command's flags.
`;
}

function placeholder(spec: FlagSpec): string {
  const values = (spec.kind === 'list' ? (spec.schema.items as Record<string, unknown>) : spec.schema).enum as string[] | undefined;
  switch (spec.kind) {
    case 'boolean':
      return '';
    case 'list':
      return ` <${values ? values.join('|') : spec.item === 'string' ? 'text' : spec.item},…>`;
    case 'json':
      return ' <json|@file.json>';
    case 'string':
      return values ? ` <${values.join('|')}>` : ' <text>';
    default:
      return ` <${spec.kind}>`;
  }
}

function details(spec: FlagSpec): string {
  const { minimum, maximum, description } = spec.schema as { minimum?: number; maximum?: number; description?: string };
  const parts: string[] = [];
  if (description) parts.push(description);
  if (minimum !== undefined && maximum !== undefined && maximum !== Number.MAX_SAFE_INTEGER) parts.push(`${minimum} to ${maximum}.`);
  if (spec.kind === 'list') parts.push('Repeat the flag or separate with commas.');
  if ('default' in spec.schema) parts.push(`Default: ${JSON.stringify(spec.schema.default)}.`);
  return parts.join(' ');
}

export function commandHelp(command: Command): string {
  const { specs } = commandFlags(command);
  const left = specs.map((s) => `  --${s.kind === 'boolean' ? `[no-]${s.flag}` : s.flag}${placeholder(s)}`);
  const width = Math.min(Math.max(0, ...left.map((l) => l.length)) + 2, 48);
  const lines = specs.map((s, i) => {
    const text = details(s);
    if (!text) return left[i]!;
    return left[i]!.length < width ? `${left[i]!.padEnd(width)}${text}` : `${left[i]}\n${' '.repeat(width)}${text}`;
  });
  return `seedpress ${command.name}: ${command.summary}
${command.method} /wp-json/seedpress/v1${command.route}; members not given take the API's defaults.

Usage: seedpress ${command.name}${specs.length > 0 ? ' [flags]' : ''}
${specs.length > 0 ? `\nFlags (from the request schema):\n${lines.join('\n')}\n` : ''}
${SITE_FLAGS}
`;
}
