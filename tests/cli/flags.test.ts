import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { commandFlags, COMMANDS } from '../../cli/src/commands.js';
import { flagValue, type FlagSpec } from '../../cli/src/flags.js';
import { requestMembers } from '../../cli/src/schemas.js';

const command = (name: string) => COMMANDS.find((c) => c.name === name)!;
const spec = (commandName: string, member: string): FlagSpec => commandFlags(command(commandName)).specs.find((s) => s.member === member)!;

describe('flags from the request schemas', () => {
  it('gives every member of each command\'s request schema a kebab-case flag, and none clashes with the site flags', () => {
    for (const c of COMMANDS) {
      // Action
      const { specs } = commandFlags(c);

      // Assert
      expect(specs.map((s) => s.member)).toEqual(Object.keys(requestMembers(c.schema, c.part)));
      for (const s of specs) expect(s.flag).toBe(s.member.replaceAll('_', '-'));
      expect(specs.map((s) => s.flag)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(url|user|app-password|format|help)$/)]));
    }
  });

  it('types each flag by its schema, references into definitions resolved', () => {
    // Action
    const kinds = Object.fromEntries(commandFlags(command('generate posts')).specs.map((s) => [s.member, s.kind]));

    // Assert
    expect(kinds).toMatchObject({ post_type: 'string', count: 'integer', post_status: 'string', set_featured_image: 'boolean', image_width: 'integer', taxonomy_config: 'json', field_config: 'json', related_cpt_options: 'json', locale: 'string' });
    expect(spec('generate posts', 'post_status').schema.enum).toEqual(['publish', 'draft', 'pending', 'private', 'future', 'random']);
    expect(spec('generate comments', 'post_ids')).toMatchObject({ kind: 'list', item: 'integer' });
  });

  it('lifts the count maximum of the batched commands only, and remembers it as the batch size', () => {
    // Action
    const posts = commandFlags(command('generate posts'));
    const comments = commandFlags(command('generate comments'));

    // Assert
    expect(posts.batchMax).toBe(500);
    expect(posts.specs.find((s) => s.member === 'count')!.schema.maximum).toBe(Number.MAX_SAFE_INTEGER);
    expect(comments.batchMax).toBeUndefined();
    expect(commandFlags(command('generate users')).batchMax).toBe(500);
    expect(commandFlags(command('generate terms')).batchMax).toBe(500);
  });
});

describe('flagValue', () => {
  it('reads integers, enums and booleans, within the schema\'s range', () => {
    // Action + Assert
    expect(flagValue(spec('generate posts', 'count'), ['100000'])).toBe(100000);
    expect(flagValue(spec('generate posts', 'post_status'), ['draft'])).toBe('draft');
    expect(flagValue(spec('generate posts', 'set_featured_image'), false)).toBe(false);
    expect(() => flagValue(spec('generate posts', 'image_width'), ['99'])).toThrow('--image-width must be between 100 and 4000 (got 99).');
    expect(() => flagValue(spec('generate posts', 'count'), ['0'])).toThrow('--count must be at least 1 (got 0).');
    expect(() => flagValue(spec('generate posts', 'count'), ['12x'])).toThrow('--count takes an integer (got "12x").');
    expect(() => flagValue(spec('generate posts', 'post_status'), ['live'])).toThrow('--post-status must be one of publish, draft, pending, private, future, random (got "live").');
    expect(() => flagValue(spec('generate posts', 'count'), ['1', '2'])).toThrow('--count was given 2 times; give it once.');
  });

  it('reads lists from repeated flags and comma lists, each item typed', () => {
    // Action + Assert
    expect(flagValue(spec('generate comments', 'post_ids'), ['4,5', '9'])).toEqual([4, 5, 9]);
    expect(flagValue(spec('generate users', 'allowed_roles'), ['author, editor'])).toEqual(['author', 'editor']);
    expect(() => flagValue(spec('generate comments', 'post_ids'), ['4,x'])).toThrow('--post-ids takes an integer (got "x").');
  });

  it('reads the template as an id or the word default, which the schema names', () => {
    // Action + Assert
    expect(flagValue(spec('generate posts', 'template_id'), ['default'])).toBe('default');
    expect(flagValue(spec('generate posts', 'template_id'), ['12'])).toBe(12);
    expect(() => flagValue(spec('generate posts', 'template_id'), ['newest'])).toThrow('--template-id takes JSON or @file.json (not JSON).');
  });

  it('reads objects as JSON or from @file.json', () => {
    // Setup
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'seedpress-cli-')), 'fields.json');
    writeFileSync(file, '{"custom_fields":{"price":{"mode":"create","field_type":"price"}}}');

    // Action + Assert
    expect(flagValue(spec('generate posts', 'taxonomy_config'), ['{"category":{"mode":"none"}}'])).toEqual({ category: { mode: 'none' } });
    expect(flagValue(spec('generate posts', 'field_config'), [`@${file}`])).toEqual({ custom_fields: { price: { mode: 'create', field_type: 'price' } } });
    expect(() => flagValue(spec('generate posts', 'field_config'), ['{nope'])).toThrow('--field-config takes JSON or @file.json (not JSON).');
    expect(() => flagValue(spec('generate posts', 'field_config'), ['@/nonexistent/x.json'])).toThrow(/^--field-config: cannot read \/nonexistent\/x.json/);
  });
});
