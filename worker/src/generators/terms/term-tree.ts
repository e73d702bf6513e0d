import type { Faker } from '@faker-js/faker';
import type { TextGenerator } from '../text/text-generator.js';
import type { TermVocabulary } from './topic-sections.js';

/** A term to create: its parent is another planned term (by index, parents first) or the top level (-1). */
export interface PlannedTerm {
  name: string;
  description: string;
  parentIndex: number;
}

export interface TermShape {
  /** Flat: this many terms at the top level. */
  count: number;
  /** A tree `breadth` terms wide under every parent, `depth` levels deep (hierarchical taxonomies only). */
  tree: { depth: number; breadth: number } | null;
}

/** Terms in a tree: Σ breadth^k for k = 1..depth. */
export function treeSize(depth: number, breadth: number): number {
  let total = 0;
  for (let level = 1, width = breadth; level <= depth; level++, width *= breadth) total += width;
  return total;
}

/** Where names come from: the locale's text, and its category words (see topic-sections.ts). */
export interface TermSources extends TermVocabulary {
  text: TextGenerator;
  faker: Faker;
}

/**
 * Names wp_insert_term() accepts: a name is never repeated under the same parent (nor, as names
 * compare without case in the database, in other letter case), nor one the taxonomy has at the
 * top level when `takenAtTop` lists them. Parents come before their children. A tree starts with
 * the locale's broad sections, puts each section's topics under them and facets under those
 * ("Travel › Train Travel › Guides"); deeper levels, and wider ones than these lists allow, take
 * further topic names.
 */
export function planTerms(sources: TermSources, shape: TermShape, takenAtTop: ReadonlySet<string>): PlannedTerm[] {
  const { text, faker } = sources;
  const describe = (name: string): string => faker.helpers.arrayElement(sources.descriptions).replace('{name}', name);
  const planned: PlannedTerm[] = [];
  /** Topic names still free under a planned section, by its index. */
  const topicsUnder = new Map<number, string[]>();
  const add = (name: string, parentIndex: number): number => {
    planned.push({ name, description: describe(name), parentIndex });
    return planned.length - 1;
  };
  const level = (parentIndex: number, width: number, taken: Set<string>, offered: string[] = []): number[] =>
    Array.from({ length: width }, () => add(offeredName(offered, taken) ?? freshName(text, taken), parentIndex));
  const top = new Set([...takenAtTop].map((name) => name.toLowerCase()));
  if (!shape.tree) {
    level(-1, shape.count, top);
    return planned;
  }
  const sections = faker.helpers.shuffle([...sources.sections]).filter((section) => !top.has(section.name.toLowerCase()));
  let parents = Array.from({ length: shape.tree.breadth }, () => {
    const section = sections.shift();
    if (!section) return add(freshName(text, top), -1);
    top.add(section.name.toLowerCase());
    const index = add(section.name, -1);
    topicsUnder.set(index, faker.helpers.shuffle([...section.topics]));
    return index;
  });
  for (let depth = 2; depth <= shape.tree.depth; depth++) {
    const offered = (parent: number): string[] | undefined => (depth === 3 ? faker.helpers.shuffle([...sources.facets]) : topicsUnder.get(parent));
    parents = parents.flatMap((parent) => level(parent, shape.tree!.breadth, new Set(), offered(parent)));
  }
  return planned;
}

/** The next offered name not taken (lower case), added to `taken`; none when they run out. */
function offeredName(offered: string[], taken: Set<string>): string | undefined {
  for (let name = offered.shift(); name !== undefined; name = offered.shift()) {
    if (!taken.has(name.toLowerCase())) {
      taken.add(name.toLowerCase());
      return name;
    }
  }
  return undefined;
}

/** A name not in `taken` (lower case), added to it; after many repeats, a number tells it apart. */
function freshName(text: TextGenerator, taken: Set<string>): string {
  let name = text.termName();
  for (let tries = 0; taken.has(name.toLowerCase()) && tries < 20; tries++) name = text.termName();
  for (let number = 2; taken.has(name.toLowerCase()); number++) name = `${name.replace(/ \d+$/, '')} ${number}`;
  taken.add(name.toLowerCase());
  return name;
}
