import type { FieldStorage, FieldValue, StorageContext } from '../fields/field-value.js';
import type { FieldPluginSlug } from '../../contract/field-definition.js';
import type { PostDraft } from '../posts/post-draft.js';

/** The value with each ticket replaced by its attachment's id; tickets without one are left out (null: nothing left). */
export function withAttachmentIds(value: FieldValue, idOf: ReadonlyMap<number, number>): FieldValue | null {
  switch (value.kind) {
    case 'attachments': {
      const ids = value.ids.flatMap((id) => (id > 0 ? [id] : idOf.has(id) ? [idOf.get(id)!] : []));
      return ids.length > 0 ? { kind: 'attachments', ids } : null;
    }
    case 'group':
      return { kind: 'group', values: record(value.values, idOf) };
    case 'rows':
      return { kind: 'rows', rows: value.rows.map((row) => record(row, idOf)) };
    case 'layouts':
      return { kind: 'layouts', rows: value.rows.map((row) => ({ layout: row.layout, values: record(row.values, idOf) })) };
    default:
      return value;
  }
}

function record(values: Record<string, FieldValue>, idOf: ReadonlyMap<number, number>): Record<string, FieldValue> {
  const out: Record<string, FieldValue> = {};
  for (const [name, value] of Object.entries(values)) {
    const resolved = withAttachmentIds(value, idOf);
    if (resolved !== null) out[name] = resolved;
  }
  return out;
}

/**
 * The draft's fields that pointed at new media, stored again by their plugin with the
 * attachments' ids (`idOf`: ticket → id) in place of the rows they had; a field whose media all
 * failed is left out. The same value with other ids gives as many rows, so later fields' places hold.
 */
export function resolveDraftMedia(draft: PostDraft, idOf: ReadonlyMap<number, number>, site: StorageContext, storageFor: (plugin: FieldPluginSlug) => FieldStorage): void {
  const fields = draft.media?.fields ?? [];
  // From the last: a field left out shortens the lists before the ones still to come.
  for (const field of [...fields].reverse()) {
    const value = withAttachmentIds(field.value, idOf);
    const stored = value === null ? { meta: [], podsRelations: [] } : storageFor(field.plugin).store(field.def, value, site);
    draft.meta.splice(field.meta.start, field.meta.count, ...stored.meta);
    draft.podsRelations.splice(field.pods.start, field.pods.count, ...(stored.podsRelations ?? []));
  }
}
