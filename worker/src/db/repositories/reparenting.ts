/** A row of a parent/child hierarchy: a post (post_parent) or a comment (comment_parent). */
export interface HierarchyRow {
  id: number;
  parent: number;
  type?: string;
}

/**
 * Where the survivors of a batch deletion end up, replaying core's one-at-a-time deletes in
 * `deleted` order: deleting a row points those of its children that `moves` accepts at the row's
 * current parent (wp_delete_post: attachments, and children of its own hierarchical type;
 * wp_delete_comment: every reply). Children deleted later move too, as they exist at that moment,
 * so a survivor can climb several levels. Returns survivor id → new parent, for those that moved.
 */
export function reparented(deleted: readonly HierarchyRow[], survivors: readonly HierarchyRow[], moves: (child: HierarchyRow, parent: HierarchyRow) => boolean): Map<number, number> {
  const rows = new Map<number, HierarchyRow>();
  for (const row of [...deleted, ...survivors]) rows.set(row.id, { ...row });
  const children = new Map<number, Set<number>>();
  for (const row of rows.values()) {
    if (!children.has(row.parent)) children.set(row.parent, new Set());
    children.get(row.parent)!.add(row.id);
  }
  const gone = new Set<number>();
  for (const { id } of deleted) {
    const node = rows.get(id)!;
    for (const childId of [...(children.get(id) ?? [])]) {
      const child = rows.get(childId)!;
      if (gone.has(childId) || !moves(child, node)) continue;
      children.get(id)!.delete(childId);
      child.parent = node.parent;
      if (!children.has(node.parent)) children.set(node.parent, new Set());
      children.get(node.parent)!.add(childId);
    }
    gone.add(id);
  }
  const out = new Map<number, number>();
  for (const s of survivors) {
    const now = rows.get(s.id)!.parent;
    if (now !== s.parent) out.set(s.id, now);
  }
  return out;
}

/** Survivor ids grouped by their new parent: one UPDATE per parent. */
export function byNewParent(moved: ReadonlyMap<number, number>): Map<number, number[]> {
  const out = new Map<number, number[]>();
  for (const [id, parent] of moved) {
    if (!out.has(parent)) out.set(parent, []);
    out.get(parent)!.push(id);
  }
  return out;
}
