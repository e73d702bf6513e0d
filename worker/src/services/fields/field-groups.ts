import type { FieldDefinition } from '../../contract/field-definition.js';

/** Where a field is shown, as a dev-set line says it (tests/detection/devset/README.md). */
export interface LineContext {
  group_title?: string;
  post_type?: string;
  location?: string;
  parent?: { name: string; label?: string; type: string; layout?: string };
}

/** One field the way the dev set keeps it: the field itself, and what surrounds it on the edit screen. */
export interface ContextLine {
  plugin: string;
  definition: FieldDefinition;
  context: LineContext;
  source?: { repo?: string; path?: string };
}

/** Lines of one field group share this key: same plugin, file, group title and place. */
export const fieldGroupKey = (line: ContextLine): string =>
  JSON.stringify([line.plugin, line.source?.repo ?? '', line.source?.path ?? '', line.context.group_title ?? '', line.context.post_type ?? '', line.context.location ?? '']);

/**
 * The fields of one field group as the adapters send them: sub-fields inside their repeater,
 * group or flexible-content layout, the top fields carrying the group's title. `fields[i]` is
 * the definition of `lines[i]` inside that tree.
 */
export function fieldTree(lines: readonly ContextLine[]): { tops: FieldDefinition[]; fields: FieldDefinition[] } {
  const tops: FieldDefinition[] = [];
  const parents = new Map<string, FieldDefinition>();
  const fields = lines.map((line) => {
    const field = structuredClone(line.definition);
    const parent = line.context.parent;
    if (!parent) {
      tops.push(field);
      return field;
    }
    const key = `${parent.name}\u0000${parent.layout ?? ''}`;
    let top = parents.get(key);
    if (!top) {
      const base = { key: parent.name, name: parent.name, label: parent.label ?? '', type: parent.type, required: false, instructions: '', settings: {} };
      top = parent.layout !== undefined ? { ...base, layouts: [{ name: parent.layout, label: parent.layout, sub_fields: [] }] } : { ...base, sub_fields: [] };
      parents.set(key, top);
      tops.push(top);
    }
    (top.layouts?.[0]?.sub_fields ?? top.sub_fields!).push(field);
    return field;
  });
  const title = lines[0]?.context.group_title;
  if (title) for (const top of tops) top.group = title;
  return { tops, fields };
}
