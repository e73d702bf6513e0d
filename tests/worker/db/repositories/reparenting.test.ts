import { byNewParent, reparented, type HierarchyRow } from '../../../../worker/src/db/repositories/reparenting.js';

const row = (id: number, parent: number, type?: string): HierarchyRow => (type === undefined ? { id, parent } : { id, parent, type });
const anyReply = (): boolean => true;
// wp_delete_post(): attachments always, children of the same type when the type is hierarchical.
const corePostMove = (child: HierarchyRow, parent: HierarchyRow): boolean => child.type === 'attachment' || (parent.type === 'page' && child.type === 'page');

describe('reparented', () => {
  it('moves a reply to its nearest surviving ancestor whatever the order of deletion', () => {
    // Setup: 4 → 3 → 2 → 1, replies 3 and 2 deleted.
    const survivors = [row(4, 3)];

    // Action
    const forward = reparented([row(3, 2), row(2, 1)], survivors, anyReply);
    const backward = reparented([row(2, 1), row(3, 2)], survivors, anyReply);

    // Assert
    expect([...forward]).toEqual([[4, 1]]);
    expect([...backward]).toEqual([[4, 1]]);
  });

  it("moves a page's child pages and attachments to its parent, and leaves other types pointing at it", () => {
    // Setup: page 10 under page 5; its children: page 11, attachment 12, post 13.
    const survivors = [row(11, 10, 'page'), row(12, 10, 'attachment'), row(13, 10, 'post')];

    // Action
    const moved = reparented([row(10, 5, 'page')], survivors, corePostMove);

    // Assert
    expect([...moved]).toEqual([[11, 5], [12, 5]]);
  });

  it('replays one-at-a-time deletion: a deleted parent moved up first hands its children the new parent', () => {
    // Setup: page 20 under 21 under 22 (alive); 21 deleted before 20; page 30 survives under 20.
    const moved = reparented([row(21, 22, 'page'), row(20, 21, 'page')], [row(30, 20, 'page')], corePostMove);

    // Assert
    expect([...moved]).toEqual([[30, 22]]);
  });

  it('moves only attachments of a non-hierarchical post', () => {
    // Action
    const moved = reparented([row(40, 0, 'post')], [row(41, 40, 'post'), row(42, 40, 'attachment')], corePostMove);

    // Assert
    expect([...moved]).toEqual([[42, 0]]);
  });

  it('groups the moved rows by their new parent', () => {
    // Action
    const groups = byNewParent(new Map([[1, 0], [2, 7], [3, 0]]));

    // Assert
    expect([...groups]).toEqual([[0, [1, 3]], [7, [2]]]);
  });
});
