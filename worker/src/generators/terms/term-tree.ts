import type { TextGenerator } from '../text/text-generator.js';

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

/**
 * Names wp_insert_term() accepts: a name is never repeated under the same parent (nor, as names
 * compare without case in the database, in other letter case), nor one the taxonomy has at the
 * top level when `takenAtTop` lists them. Parents come before their children.
 */
export function planTerms(text: TextGenerator, shape: TermShape, takenAtTop: ReadonlySet<string>): PlannedTerm[] {
  const planned: PlannedTerm[] = [];
  const level = (parentIndex: number, width: number, taken: Set<string>): number[] =>
    Array.from({ length: width }, () => {
      planned.push({ name: freshName(text, taken), description: text.sentence(), parentIndex });
      return planned.length - 1;
    });
  const top = new Set([...takenAtTop].map((name) => name.toLowerCase()));
  if (!shape.tree) {
    level(-1, shape.count, top);
    return planned;
  }
  let parents = level(-1, shape.tree.breadth, top);
  for (let depth = 2; depth <= shape.tree.depth; depth++) {
    parents = parents.flatMap((parent) => level(parent, shape.tree!.breadth, new Set()));
  }
  return planned;
}

/** A name not in `taken` (lower case), added to it; after many repeats, a number tells it apart. */
function freshName(text: TextGenerator, taken: Set<string>): string {
  let name = text.termName();
  for (let tries = 0; taken.has(name.toLowerCase()) && tries < 20; tries++) name = text.termName();
  for (let number = 2; taken.has(name.toLowerCase()); number++) name = `${name.replace(/ \d+$/, '')} ${number}`;
  taken.add(name.toLowerCase());
  return name;
}
