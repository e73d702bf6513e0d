import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { FIELD_PLUGIN_SLUGS } from '../../../worker/src/contract/field-definition.js';
import { SEMANTIC_TYPES } from '../../../worker/src/detection/semantic-types.js';

/*
 * The dev set (tests/detection/devset, read by `make bench`) is data others measure against: every
 * line must be a labelled, traceable field definition in the adapters' shape, once.
 */

const DIR = path.resolve('tests/detection/devset');
/** Media and relation meanings, named with the detector (tests/detection/devset/README.md). */
const MEDIA_AND_RELATIONS = ['image', 'image_logo', 'image_portrait', 'image_background', 'image_icon', 'gallery', 'file_document', 'file_audio', 'file_video', 'relation'];
const VOCABULARY = new Set([...SEMANTIC_TYPES.map((type) => type.id), ...MEDIA_AND_RELATIONS]);
const GROUPS = new Set(['automotive', 'beauty', 'business', 'directory', 'education', 'events', 'finance', 'health', 'media', 'nonprofit', 'portfolio', 'real_estate',
  'recipes', 'restaurant', 'services', 'shop', 'travel', 'church']);

interface Line {
  plugin: string;
  definition: Record<string, unknown>;
  context: Record<string, unknown>;
  label: string;
  language: string;
  group: string;
  split: string;
  source: { repo: string; path: string; commit: string };
}

const files = readdirSync(DIR).filter((file) => file.endsWith('.jsonl')).sort();
const raw = files.flatMap((file) => readFileSync(path.join(DIR, file), 'utf8').split('\n').filter((text) => text.trim() !== '').map((text, index) => ({ file, index, text })));

function parsed(): Line[] {
  return raw.map(({ text }) => JSON.parse(text) as Line);
}

describe('dev set', () => {
  it('is JSON, one definition a line', () => {
    // Act / Assert
    for (const { file, index, text } of raw) expect(() => JSON.parse(text)).not.toThrow(`${file}:${index + 1}`);
  });

  it('has at least 3,000 definitions from at least 150 repositories, of supported plugins only', () => {
    // Act
    const lines = parsed();

    // Assert
    expect(lines.length).toBeGreaterThanOrEqual(3000);
    expect(new Set(lines.map((line) => line.source.repo)).size).toBeGreaterThanOrEqual(150);
    for (const line of lines) expect(FIELD_PLUGIN_SLUGS).toContain(line.plugin);
  });

  it('holds definitions of every supported field plugin', () => {
    // Act
    const plugins = new Set(parsed().map((line) => line.plugin));

    // Assert
    expect([...FIELD_PLUGIN_SLUGS].filter((slug) => !plugins.has(slug))).toEqual([]);
  });

  it('keeps each plugin in its own file', () => {
    // Act / Assert
    for (const line of parsed()) expect(files).toContain(`${line.plugin}.jsonl`);
    for (const { file, text } of raw) expect((JSON.parse(text) as Line).plugin).toBe(file.replace(/\.jsonl$/, ''));
  });

  it('gives every line a definition in the adapters shape', () => {
    // Act
    const bad = parsed().filter(({ definition: d }) => typeof d.key !== 'string' || typeof d.name !== 'string' || d.name === '' || typeof d.label !== 'string'
      || typeof d.type !== 'string' || d.type === '' || typeof d.required !== 'boolean' || typeof d.instructions !== 'string'
      || typeof d.settings !== 'object' || d.settings === null || Array.isArray(d.settings)
      || (d.choices !== undefined && !(Array.isArray(d.choices) && d.choices.every((c: { value?: unknown; label?: unknown }) => typeof c.value === 'string' && typeof c.label === 'string'))));

    // Assert
    expect(bad.map((line) => line.definition.name)).toEqual([]);
  });

  it('labels every line with a type of the detector vocabulary, a language and a domain', () => {
    // Act
    const bad = parsed().filter((line) => !VOCABULARY.has(line.label) || !/^[a-z]{2}$/.test(line.language) || !GROUPS.has(line.group) || typeof line.context !== 'object');

    // Assert
    expect(bad.map((line) => `${line.definition.name}: ${line.label} ${line.language} ${line.group}`)).toEqual([]);
  });

  it('puts every line in the tuning or the held-out part, a whole owner on one side', () => {
    // Arrange
    const sides = new Map<string, Set<string>>();

    // Act
    const lines = parsed();
    for (const line of lines) {
      const owner = line.source.repo.split('/')[0]!.toLowerCase();
      sides.set(owner, (sides.get(owner) ?? new Set()).add(line.split));
    }

    // Assert
    expect(lines.filter((line) => line.split !== 'tuning' && line.split !== 'held_out').map((line) => line.definition.name)).toEqual([]);
    expect([...sides].filter(([, split]) => split.size > 1).map(([owner]) => owner)).toEqual([]);
  });

  it('holds out at least a third of its definitions, from at least 50 repositories', () => {
    // Act
    const heldOut = parsed().filter((line) => line.split === 'held_out');

    // Assert
    expect(heldOut.length).toBeGreaterThanOrEqual(raw.length / 3);
    expect(new Set(heldOut.map((line) => line.source.repo)).size).toBeGreaterThanOrEqual(50);
  });

  it('says where every definition comes from', () => {
    // Act
    const bad = parsed().filter(({ source }) => !/^[\w.-]+\/[\w.-]+$/.test(source?.repo ?? '') || !source.path || !/^[0-9a-f]{40}$/.test(source.commit ?? ''));

    // Assert
    expect(bad.map((line) => line.definition.name)).toEqual([]);
  });

  it('holds no definition twice', () => {
    // Arrange
    const seen = new Map<string, number>();

    // Act
    for (const line of parsed()) {
      const parent = (line.context.parent as { name?: string } | undefined)?.name ?? '';
      const identity = JSON.stringify([line.source.repo, line.plugin, line.definition.name, line.definition.label, line.definition.type, parent]);
      seen.set(identity, (seen.get(identity) ?? 0) + 1);
    }

    // Assert
    expect([...seen].filter(([, count]) => count > 1)).toEqual([]);
  });
});
