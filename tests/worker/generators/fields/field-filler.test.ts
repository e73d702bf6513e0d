import type { FieldDefinition } from '../../../../worker/src/contract/field-definition.js';
import { FieldFiller, fromChosen, type FillerContext } from '../../../../worker/src/generators/fields/field-filler.js';
import type { FieldShape, FieldStorage, FieldValue, StoredField } from '../../../../worker/src/generators/fields/field-value.js';
import { createFaker } from '../../../../worker/src/generators/text/faker-factory.js';
import { createTextGenerator } from '../../../../worker/src/generators/text/text-generator.js';
import { MediaOrders } from '../../../../worker/src/generators/media/media-order.js';
import { loadContentLocales } from '../../../support/content-locales.js';

beforeAll(loadContentLocales);

const def = (name: string, type: string, extra: Partial<FieldDefinition> = {}): FieldDefinition => ({ key: `k_${name}`, name, label: name, type, required: false, instructions: '', settings: {}, ...extra });

/** A storage that maps a few types to shapes and records the values it is asked to store. */
class RecordingStorage implements FieldStorage {
  readonly plugin = 'acf' as const;
  readonly stored: FieldValue[] = [];
  constructor(private readonly shapes: Record<string, FieldShape>) {}
  shape(d: FieldDefinition): FieldShape {
    return this.shapes[d.type] ?? { kind: 'unknown' };
  }
  store(d: FieldDefinition, value: FieldValue): StoredField {
    this.stored.push(value);
    return { meta: [[d.name, JSON.stringify(value)]], terms: [] };
  }
}

function context(storage: FieldStorage, overrides: Partial<FillerContext> = {}): FillerContext {
  const faker = createFaker('en_US', 42);
  return {
    faker,
    text: createTextGenerator(faker, 'en_US', 'lorem'),
    now: new Date(Date.UTC(2026, 10, 22, 12)),
    storageFor: () => storage,
    detected: new Map([['k_price', 'price']]),
    pools: { posts: (types) => (types.includes('book') ? [11, 12, 13, 14] : []), terms: () => [], users: () => [7], attachments: () => [] },
    site: { attachmentUrl: () => '', postTypeOf: () => 'book', taxonomyOf: () => '', termSlugOf: () => '' },
    fillOptional: () => true,
    ...overrides,
  };
}

const SHAPES: Record<string, FieldShape> = {
  number: { kind: 'scalar', request: { kind: 'number', min: 10, max: 20, step: 1 } },
  text: { kind: 'scalar', request: { kind: 'text' } },
  relationship: { kind: 'posts', min: 2, max: 2, postTypes: ['book'] },
  image: { kind: 'attachments', min: 1, max: 1 },
  message: { kind: 'skip' },
  repeater: { kind: 'rows', min: 2, max: 2, subFields: [def('label', 'text'), def('note', 'text')] },
  flexible_content: { kind: 'layouts', min: 3, max: 3, layouts: [{ name: 'quote', label: 'Quote', sub_fields: [def('quote_text', 'text')] }] },
};

describe('FieldFiller', () => {
  it('gives a scalar field a value of its detected semantic type inside its bounds', () => {
    // Setup
    const storage = new RecordingStorage(SHAPES);

    // Action
    const filled = new FieldFiller(context(storage)).fill('acf', def('price', 'number'));

    // Assert
    expect(filled?.warnings).toBeUndefined();
    expect(storage.stored).toHaveLength(1);
    const value = storage.stored[0]!;
    expect(value.kind).toBe('number');
    expect(value.kind === 'number' && value.value >= 10 && value.value <= 20 && Number.isInteger(value.value)).toBe(true);
  });

  it('picks distinct existing targets for a relational field and nothing when the pool is empty', () => {
    // Setup
    const storage = new RecordingStorage(SHAPES);
    const filler = new FieldFiller(context(storage));

    // Action
    const related = filler.fill('acf', def('books', 'relationship'));
    const image = filler.fill('acf', def('hero', 'image'));

    // Assert
    expect(image).toBeNull();
    expect(related).not.toBeNull();
    const value = storage.stored[0]!;
    expect(value.kind).toBe('posts');
    const ids = value.kind === 'posts' ? value.ids : [];
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(ids.every((id) => [11, 12, 13, 14].includes(id))).toBe(true);
  });

  it('fills repeater rows and flexible layouts with their sub-fields, and skips optional sub-fields the profile leaves out', () => {
    // Setup
    const storage = new RecordingStorage(SHAPES);
    const filler = new FieldFiller(context(storage));
    const sparse = new RecordingStorage({ ...SHAPES, repeater: { kind: 'rows', min: 1, max: 1, subFields: [def('label', 'text', { required: true }), def('note', 'text')] } });

    // Action
    filler.fill('acf', def('specs', 'repeater'));
    filler.fill('acf', def('blocks', 'flexible_content'));
    new FieldFiller(context(sparse, { fillOptional: () => false })).fill('acf', def('specs', 'repeater'));

    // Assert
    const [rows, layouts] = storage.stored;
    expect(rows?.kind === 'rows' && rows.rows.map((r) => Object.keys(r))).toEqual([['label', 'note'], ['label', 'note']]);
    expect(layouts?.kind === 'layouts' && layouts.rows.map((r) => [r.layout, Object.keys(r.values)])).toEqual([['quote', ['quote_text']], ['quote', ['quote_text']], ['quote', ['quote_text']]]);
    const only = sparse.stored[0]!;
    expect(only.kind === 'rows' && only.rows.map((r) => Object.keys(r))).toEqual([['label']]);
  });

  it('writes nothing for presentational fields and a text value with a warning for unknown types', () => {
    // Setup
    const storage = new RecordingStorage(SHAPES);
    const filler = new FieldFiller(context(storage));

    // Action
    const message = filler.fill('acf', def('notice', 'message'));
    const unknown = filler.fill('acf', def('stars', 'star_rating'));

    // Assert
    expect(message).toBeNull();
    expect(unknown?.warnings).toEqual(['stars: unknown field type "star_rating" (acf); a plain text value was written instead.']);
    expect(storage.stored[0]?.kind).toBe('text');
  });

  it('is deterministic for a seed', () => {
    // Setup
    const a = new RecordingStorage(SHAPES);
    const b = new RecordingStorage(SHAPES);

    // Action
    for (const storage of [a, b]) {
      const filler = new FieldFiller(context(storage));
      for (const type of ['number', 'text', 'relationship', 'repeater', 'flexible_content']) filler.fill('acf', def(type, type));
    }

    // Assert
    expect(a.stored).toEqual(b.stored);
  });
});

describe('FieldFiller with new media', () => {
  const MEDIA_SHAPES: Record<string, FieldShape> = { ...SHAPES, gallery: { kind: 'attachments', min: 0, max: 20 }, file: { kind: 'attachments', min: 1, max: 1 } };
  const SITE_TYPES = { 'jpg|jpeg|jpe': 'image/jpeg', png: 'image/png', pdf: 'application/pdf' };

  it('orders a new attachment of the field\'s kind (tickets for ids), 3 to 6 for a gallery, and hands the value back to be stored again', () => {
    // Setup
    const storage = new RecordingStorage(MEDIA_SHAPES);
    const orders = new MediaOrders();
    const filler = new FieldFiller(context(storage, {
      detected: new Map([['k_logo', 'image_logo'], ['k_photos', 'gallery'], ['k_picture', 'image']]),
      pools: { posts: () => [], terms: () => [], users: () => [], attachments: () => [90, 91] },
      media: { orders, siteMimeTypes: SITE_TYPES },
    }));

    // Action
    const logo = filler.fill('acf', def('logo', 'image'));
    const gallery = filler.fill('acf', def('photos', 'gallery'));
    const picture = filler.fill('acf', def('picture', 'image'));

    // Assert
    expect(logo?.deferred).toEqual({ kind: 'attachments', ids: [-1] });
    const galleryIds = (gallery?.deferred as { ids: number[] }).ids;
    expect(galleryIds.length).toBeGreaterThanOrEqual(3);
    expect(galleryIds.length).toBeLessThanOrEqual(6);
    expect(galleryIds).toEqual(galleryIds.map((_, n) => -2 - n));
    // Plain images keep taking library images.
    expect(picture?.deferred).toBeUndefined();
    expect([90, 91]).toContain((storage.stored[2] as { ids: number[] }).ids[0]);
    const taken = orders.take();
    expect(taken.map((o) => [o.ticket, o.type, o.extension, o.width, o.height])).toEqual([
      [-1, 'image_logo', 'png', 600, 300],
      ...galleryIds.map((ticket) => [ticket, 'gallery', 'jpg', 1200, 800]),
    ]);
    expect(orders.take()).toEqual([]);
  });

  it('makes a kind the field accepts when it limits its files to others: an image for an images-only "brochure", a PDF for a PDF-only "picture"', () => {
    // Setup
    const storage = new RecordingStorage(MEDIA_SHAPES);
    const orders = new MediaOrders();
    const filler = new FieldFiller(context(storage, {
      detected: new Map([['k_brochure', 'file_document'], ['k_picture', 'image']]),
      pools: { posts: () => [], terms: () => [], users: () => [], attachments: () => [90] },
      media: { orders, siteMimeTypes: SITE_TYPES },
    }));

    // Action
    const brochure = filler.fill('pods', def('brochure', 'image', { settings: { allowed_extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'] } }));
    const picture = filler.fill('cmb2', def('picture', 'image', { settings: { allowed_extensions: ['pdf'] } }));

    // Assert
    expect(brochure?.deferred).toEqual({ kind: 'attachments', ids: [-1] });
    expect(picture?.deferred).toEqual({ kind: 'attachments', ids: [-2] });
    expect(orders.take().map((o) => [o.ticket, o.type, o.extension])).toEqual([[-1, 'gallery', 'jpg'], [-2, 'file_document', 'pdf']]);
  });

  it('leaves a field empty that accepts none of the formats made here, rather than give it a library image', () => {
    // Setup
    const storage = new RecordingStorage(MEDIA_SHAPES);
    const orders = new MediaOrders();
    const filler = new FieldFiller(context(storage, {
      detected: new Map([['k_brochure', 'file_document']]),
      pools: { posts: () => [], terms: () => [], users: () => [], attachments: () => [90] },
      media: { orders, siteMimeTypes: SITE_TYPES },
    }));

    // Action
    const filled = filler.fill('acf', def('brochure', 'image', { settings: { mime_types: 'docx' } }));

    // Assert: nothing stored, and the run is told why.
    expect(filled).toEqual({ stored: { meta: [], terms: [] }, warnings: ['brochure: no file of a type the field takes (docx) can be made; the field was left empty.'], empty: true });
    expect(storage.stored).toEqual([]);
    expect(orders.size).toBe(0);
  });

  it('makes a file of the type each plugin\'s limit leaves: an MP4 for video, a text file for text, a CSV or an AVI where only that is taken', () => {
    // Setup: the extensions the adapters resolve (Pods "video" and "text", an ACF list, a Meta Box MIME type).
    const storage = new RecordingStorage(MEDIA_SHAPES);
    const orders = new MediaOrders();
    const filler = new FieldFiller(context(storage, {
      detected: new Map([['k_clip', 'file_document'], ['k_notes', 'text'], ['k_export', 'file_document'], ['k_tape', 'file_video']]),
      pools: { posts: () => [], terms: () => [], users: () => [], attachments: () => [90] },
      media: { orders, siteMimeTypes: { ...SITE_TYPES, 'mp4|m4v': 'video/mp4', avi: 'video/avi', 'txt|asc|c|cc|h|srt': 'text/plain', csv: 'text/csv' } },
    }));

    // Action
    const clip = filler.fill('pods', def('clip', 'file', { settings: { allowed_extensions: ['mpg', 'mov', 'flv', 'mp4'] } }));
    const notes = filler.fill('pods', def('notes', 'file', { settings: { allowed_extensions: ['txt', 'csv', 'tsv', 'rtx'] } }));
    const exported = filler.fill('acf', def('export', 'file', { settings: { mime_types: '.csv' } }));
    const tape = filler.fill('meta-box', def('tape', 'file', { settings: { allowed_extensions: ['avi'] } }));

    // Assert
    expect([clip, notes, exported, tape].map((f) => f?.warnings)).toEqual([undefined, undefined, undefined, undefined]);
    expect(orders.take().map((o) => [o.type, o.extension, o.width, o.height])).toEqual([
      ['file_video', 'mp4', 320, 240], ['file_text', 'txt', 0, 0], ['file_text', 'csv', 0, 0], ['file_video', 'avi', 320, 240],
    ]);
  });

  it('says so when the site allows none of the types the field takes', () => {
    // Setup: the site's list lacks video/mp4.
    const storage = new RecordingStorage(MEDIA_SHAPES);
    const filler = new FieldFiller(context(storage, {
      detected: new Map([['k_clip', 'file_video']]),
      pools: { posts: () => [], terms: () => [], users: () => [], attachments: () => [90] },
      media: { orders: new MediaOrders(), siteMimeTypes: SITE_TYPES },
    }));

    // Action
    const clip = filler.fill('pods', def('clip', 'file', { settings: { allowed_extensions: ['mpg', 'mov', 'flv', 'mp4'] } }));

    // Assert
    expect(clip?.warnings).toEqual(['clip: no file of a type the field takes (mpg, mov, flv, mp4) can be made; the field was left empty.']);
    expect(storage.stored).toEqual([]);
  });

  it('takes a library image for a plain image field that accepts JPEG', () => {
    // Setup
    const storage = new RecordingStorage(MEDIA_SHAPES);
    const filler = new FieldFiller(context(storage, {
      detected: new Map([['k_photo', 'image']]),
      pools: { posts: () => [], terms: () => [], users: () => [], attachments: () => [90] },
      media: { orders: new MediaOrders(), siteMimeTypes: SITE_TYPES },
    }));

    // Action
    const filled = filler.fill('acf', def('photo', 'image', { settings: { mime_types: 'jpg, png' } }));

    // Assert
    expect(filled?.deferred).toBeUndefined();
    expect(storage.stored).toEqual([{ kind: 'attachments', ids: [90] }]);
  });
});

describe('fromChosen', () => {
  it('reads a chosen value the way the field needs it', () => {
    // Action / Assert
    expect(fromChosen({ kind: 'scalar', request: { kind: 'number' } }, '12.5')).toEqual({ kind: 'number', value: 12.5 });
    expect(fromChosen({ kind: 'scalar', request: { kind: 'choice' } }, ['red', 'blue'])).toEqual({ kind: 'choice', values: ['red', 'blue'] });
    expect(fromChosen({ kind: 'scalar', request: { kind: 'boolean' } }, '1')).toEqual({ kind: 'boolean', value: true });
    expect(fromChosen({ kind: 'scalar', request: { kind: 'date', precision: 'date' } }, '2026-03-04')).toEqual({ kind: 'date', value: new Date(Date.UTC(2026, 2, 4)), precision: 'date' });
    expect(fromChosen({ kind: 'posts', min: 1, max: 3, postTypes: [] }, [5, '6'])).toEqual({ kind: 'posts', ids: [5, 6] });
    expect(fromChosen({ kind: 'scalar', request: { kind: 'number' } }, 'many')).toBeNull();
  });
});
