import type { FieldDefinition } from '../../../../worker/src/contract/field-definition.js';
import { acfStorage } from '../../../../worker/src/generators/fields/storage/acf.storage.js';
import { cmb2Storage } from '../../../../worker/src/generators/fields/storage/cmb2.storage.js';
import { storageFor } from '../../../../worker/src/generators/fields/storage/storage-registry.js';
import type { FieldValue, StorageContext } from '../../../../worker/src/generators/fields/field-value.js';
import { resolveDraftMedia, withAttachmentIds } from '../../../../worker/src/generators/media/media-resolution.js';
import type { PostDraft } from '../../../../worker/src/generators/posts/post-draft.js';

const def = (name: string, type: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ key: `field_${name}`, name, label: name, type, required: false, instructions: '', settings: {}, ...extra });
const SITE: StorageContext = { attachmentUrl: (id) => `https://example.test/wp-content/uploads/2026/11/file-${id}.pdf`, postTypeOf: () => 'post', taxonomyOf: () => '', termSlugOf: () => '' };

function draft(meta: PostDraft['meta'], media: PostDraft['media']): PostDraft {
  return { title: 't', content: '', excerpt: '', status: 'publish', dateUtcMs: 0, authorId: null, meta, podsRelations: [], customFields: 0, terms: {}, comments: [], wantsImage: false, media };
}

describe('withAttachmentIds', () => {
  it('puts the ids in place of the tickets inside rows, and leaves out what has no id', () => {
    // Setup
    const value: FieldValue = { kind: 'rows', rows: [
      { photo: { kind: 'attachments', ids: [-1] }, caption: { kind: 'text', value: 'a' } },
      { photo: { kind: 'attachments', ids: [-2] }, caption: { kind: 'text', value: 'b' } },
    ] };

    // Action
    const resolved = withAttachmentIds(value, new Map([[-1, 501]]));

    // Assert
    expect(resolved).toEqual({ kind: 'rows', rows: [
      { photo: { kind: 'attachments', ids: [501] }, caption: { kind: 'text', value: 'a' } },
      { caption: { kind: 'text', value: 'b' } },
    ] });
    expect(withAttachmentIds({ kind: 'attachments', ids: [-3] }, new Map())).toBeNull();
  });
});

describe('resolveDraftMedia', () => {
  it('stores the fields again with the new ids in their places, and drops a field whose media all failed', () => {
    // Setup: an ACF gallery between other rows, a CMB2 file (id and URL), an ACF file that failed.
    const gallery = def('photos', 'gallery');
    const brochure = def('brochure', 'file');
    const failed = def('sound', 'file');
    const galleryValue: FieldValue = { kind: 'attachments', ids: [-1, -2] };
    const brochureValue: FieldValue = { kind: 'attachments', ids: [-3] };
    const failedValue: FieldValue = { kind: 'attachments', ids: [-4] };
    const before = acfStorage.store(gallery, galleryValue, SITE).meta;
    const cmb2 = cmb2Storage.store(brochure, brochureValue, SITE).meta;
    const lost = acfStorage.store(failed, failedValue, SITE).meta;
    const meta: PostDraft['meta'] = [['price', '10'], ...before, ...cmb2, ...lost, ['colour', 'red']];
    const post = draft(meta, {
      orders: [],
      fields: [
        { plugin: 'acf', def: gallery, value: galleryValue, meta: { start: 1, count: before.length }, pods: { start: 0, count: 0 } },
        { plugin: 'cmb2', def: brochure, value: brochureValue, meta: { start: 1 + before.length, count: cmb2.length }, pods: { start: 0, count: 0 } },
        { plugin: 'acf', def: failed, value: failedValue, meta: { start: 1 + before.length + cmb2.length, count: lost.length }, pods: { start: 0, count: 0 } },
      ],
    });

    // Action
    resolveDraftMedia(post, new Map([[-1, 71], [-2, 72], [-3, 73]]), SITE, storageFor);

    // Assert
    expect(post.meta).toEqual([
      ['price', '10'],
      ...acfStorage.store(gallery, { kind: 'attachments', ids: [71, 72] }, SITE).meta,
      ...cmb2Storage.store(brochure, { kind: 'attachments', ids: [73] }, SITE).meta,
      ['colour', 'red'],
    ]);
    expect(post.meta).toContainEqual(['brochure', 'https://example.test/wp-content/uploads/2026/11/file-73.pdf']);
    expect(post.meta).toContainEqual(['brochure_id', '73']);
  });
});
