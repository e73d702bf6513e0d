import type { FieldDefinition } from '../../../../worker/src/contract/field-definition.js';
import type { HostContext } from '../../../../worker/src/contract/host-context.js';
import type { CachedDetection } from '../../../../worker/src/db/repositories/field-detection.repository.js';
import { FieldDetectionService, type AiFieldQuestion, type DetectionCache, type FieldClassifier } from '../../../../worker/src/services/fields/field-detection.service.js';

const field = (over: Partial<FieldDefinition> & Pick<FieldDefinition, 'key' | 'name' | 'type'>): FieldDefinition => ({ label: '', required: false, instructions: '', settings: {}, ...over });

/** The cache table in memory, per post type. */
class MemoryCache implements DetectionCache {
  readonly rows = new Map<string, CachedDetection[]>();
  forPostType(postType: string): Promise<CachedDetection[]> {
    return Promise.resolve(this.rows.get(postType) ?? []);
  }
  upsert(postType: string, rows: CachedDetection[]): Promise<void> {
    const kept = (this.rows.get(postType) ?? []).filter((old) => !rows.some((row) => row.field_key === old.field_key));
    this.rows.set(postType, [...kept, ...rows]);
    return Promise.resolve();
  }
}

/** A tier 2 that answers from a script and keeps what it was asked. */
function scriptedAi(answers: Record<string, string>): { classifier: FieldClassifier; asked: AiFieldQuestion[] } {
  const asked: AiFieldQuestion[] = [];
  const classifier: FieldClassifier = {
    classify: (questions) => {
      asked.push(...questions);
      return Promise.resolve(new Map(Object.entries(answers).map(([key, type]) => [key, { type, confidence: 0.85 }])));
    },
  };
  return { classifier, asked };
}

const HOST = {} as HostContext;

describe('FieldDetectionService', () => {
  const entries = field({
    key: 'field_entries', name: 'entries', type: 'repeater', group: 'Extras',
    sub_fields: [
      field({ key: 'field_pic', name: 'pic', label: 'Picture', type: 'image' }),
      field({ key: 'field_code', name: 'misc', type: 'text', min: 0, max: 5000, instructions: 'Internal use' }),
      field({ key: 'field_mail', name: 'email', type: 'email' }),
      field({ key: 'field_work', name: 'works', type: 'relationship', targets: { post_types: ['artwork'] } }),
    ],
  });

  it('asks tier 2 about the unsure fields with the evidence tier 1 read: group, parent, bounds, media kind, neighbours and its guess', async () => {
    // Setup
    const { classifier, asked } = scriptedAi({});
    const service = new FieldDetectionService(new MemoryCache(), () => Promise.resolve(classifier));

    // Action
    await service.detect(HOST, 'event', [{ plugin: 'acf', def: entries }]);

    // Assert
    expect(asked).toEqual([
      {
        key: 'field_pic', name: 'pic', label: 'Picture', fieldType: 'image', plugin: 'acf', postType: 'event', group: 'Extras', parent: 'entries', parentType: 'repeater', media: 'image',
        guess: { type: 'image', evidence: 'field accepts an image' },
        neighbours: [{ name: 'misc', label: '' }, { name: 'email', label: '' }, { name: 'works', label: '' }],
      },
      {
        key: 'field_code', name: 'misc', label: '', fieldType: 'text', plugin: 'acf', postType: 'event', instructions: 'Internal use', group: 'Extras', parent: 'entries', parentType: 'repeater', min: 0, max: 5000,
        // Nearest first: the sub-field above it, the one below, then the next one out.
        neighbours: [{ name: 'pic', label: 'Picture' }, { name: 'email', label: '' }, { name: 'works', label: '' }],
      },
    ]);
  });

  it('gives a sub-field of a layout (ACF flexible content, a Carbon Fields complex field with named groups) the flexible or complex field as parent, the layout as layout, and the layout\'s other sub-fields as neighbours', async () => {
    // Setup
    const { classifier, asked } = scriptedAi({});
    const service = new FieldDetectionService(new MemoryCache(), () => Promise.resolve(classifier));
    const sections = field({
      key: 'sections', name: 'sections', label: 'Sections', type: 'complex', group: 'Page',
      layouts: [
        { name: 'text_block', label: 'Text', sub_fields: [field({ key: 'body', name: 'body', label: 'Body', type: 'textarea' })] },
        { name: 'card', label: 'Card', sub_fields: [field({ key: 'heading', name: 'heading', label: 'Heading', type: 'text' }), field({ key: 'card_misc', name: 'misc', label: 'Misc', type: 'text' })] },
      ],
    });

    // Action
    await service.detect(HOST, 'page', [{ plugin: 'carbon-fields', def: sections }]);

    // Assert
    expect(asked.find((q) => q.key === 'card_misc')).toEqual({
      key: 'card_misc', name: 'misc', label: 'Misc', fieldType: 'text', plugin: 'carbon-fields', postType: 'page', group: 'Page', parent: 'sections', parentType: 'complex', layout: 'card',
      neighbours: [{ name: 'heading', label: 'Heading' }],
    });
  });

  it('takes a media type for a media field and a value type for a value field, and drops answers that do not fit', async () => {
    // Setup
    const cache = new MemoryCache();
    const { classifier } = scriptedAi({ field_pic: 'image_logo', field_code: 'gallery' });
    const service = new FieldDetectionService(cache, () => Promise.resolve(classifier));

    // Action
    const detected = await service.detect(HOST, 'event', [{ plugin: 'acf', def: entries }]);

    // Assert
    expect(Object.fromEntries([...detected].map(([key, d]) => [key, [d.type, d.source]]))).toEqual({
      field_pic: ['image_logo', 'ai'],
      field_code: ['text', 'fallback'],
      field_mail: ['email', 'pattern'],
      field_work: ['relation', 'field_type'],
    });
    expect(cache.rows.get('event')!.map((r) => r.field_key)).toEqual(['field_pic', 'field_code', 'field_mail', 'field_work']);
  });

  it('drops a value type the field cannot hold: an e-mail address or a date of birth for a number', async () => {
    // Setup
    const fields = [
      field({ key: 'field_a', name: 'xq_1', type: 'number' }),
      field({ key: 'field_b', name: 'xq_2', type: 'number' }),
      field({ key: 'field_c', name: 'xq_3', type: 'number' }),
      field({ key: 'field_e', name: 'xq_5', type: 'text' }),
    ];
    const { classifier, asked } = scriptedAi({ field_a: 'email', field_b: 'price', field_c: 'birth_date', field_e: 'phone' });
    const service = new FieldDetectionService(new MemoryCache(), () => Promise.resolve(classifier));

    // Action
    const detected = await service.detect(HOST, 'event', fields.map((def) => ({ plugin: 'acf' as const, def })));

    // Assert
    expect(asked.map((q) => q.key)).toEqual(['field_a', 'field_b', 'field_c', 'field_e']);
    expect(Object.fromEntries([...detected].map(([key, d]) => [key, [d.type, d.source]]))).toEqual({
      field_a: ['number', 'field_type'],
      field_b: ['price', 'ai'],
      field_c: ['number', 'field_type'],
      field_e: ['phone', 'ai'],
    });
  });

  it('reads each field beside the others of its group or parent: an address with city and postcode fields beside it is the street line', async () => {
    // Setup
    const service = new FieldDetectionService(new MemoryCache(), () => Promise.resolve(null));
    const store = [
      field({ key: 'field_address', name: 'address', label: 'Address', type: 'text', group: 'Store' }),
      field({ key: 'field_city', name: 'city', label: 'City', type: 'text', group: 'Store' }),
      field({ key: 'field_zip', name: 'zip', label: 'ZIP', type: 'text', group: 'Store' }),
      field({ key: 'field_other', name: 'address', label: 'Address', type: 'text', group: 'Head office' }),
    ];
    const branch = field({ key: 'field_branches', name: 'branches', type: 'repeater', group: 'Branches', sub_fields: [
      field({ key: 'field_b_address', name: 'address', type: 'text' }),
      field({ key: 'field_b_city', name: 'town', type: 'text' }),
      field({ key: 'field_b_zip', name: 'postcode', type: 'text' }),
    ] });

    // Action
    const detected = await service.detect(HOST, 'store', [...store, branch].map((def) => ({ plugin: 'acf' as const, def })));

    // Assert
    expect(Object.fromEntries([...detected].map(([key, d]) => [key, d.type]))).toEqual({
      field_address: 'street_address', field_city: 'city', field_zip: 'postcode', field_other: 'full_address',
      field_b_address: 'street_address', field_b_city: 'city', field_b_zip: 'postcode',
    });
  });

  it('detects a repeatable CMB2 field and a cloneable Meta Box field as the value each clone holds (one of what its plural name names, as any field named in the plural is read), under the field\'s own key', async () => {
    // Setup
    const service = new FieldDetectionService(new MemoryCache(), () => Promise.resolve(null));
    const cmb2 = [
      field({ key: 'phones', name: 'phones', label: 'Phones', type: 'text', group: 'Details', settings: { repeatable: true } }),
      field({ key: 'emails', name: 'emails', label: 'Emails', type: 'text', group: 'Details', settings: { repeatable: true } }),
      field({ key: 'cities', name: 'cities', label: 'Cities', type: 'text', group: 'Details', settings: { repeatable: true } }),
      field({ key: 'faxes', name: 'faxes', label: 'Faxes', type: 'text', group: 'Details' }),
    ];
    const metaBox = [
      field({ key: 'websites', name: 'websites', label: 'Websites', type: 'url', settings: { clone: true, max_clone: 4 } }),
      field({ key: 'birth_date', name: 'birth_date', label: 'Date of birth', type: 'date', settings: { clone: true } }),
    ];

    // Action
    const detected = await service.detect(HOST, 'person', [
      ...cmb2.map((def) => ({ plugin: 'cmb2' as const, def })),
      ...metaBox.map((def) => ({ plugin: 'meta-box' as const, def })),
    ]);

    // Assert
    expect(Object.fromEntries([...detected].map(([key, d]) => [key, d.type]))).toEqual({
      phones: 'phone', emails: 'email', cities: 'city', faxes: 'phone', websites: 'url', birth_date: 'birth_date',
    });
  });

  it('drops a media type in formats the field does not take: no document for a field Pods limits to images', async () => {
    // Setup
    const flyer = field({ key: 'flyer', name: 'flyer', label: 'Flyer', type: 'file', settings: { file_format_type: 'single', allowed_extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp'] } });
    const { classifier, asked } = scriptedAi({ flyer: 'file_document' });
    const service = new FieldDetectionService(new MemoryCache(), () => Promise.resolve(classifier));

    // Action
    const detected = await service.detect(HOST, 'event', [{ plugin: 'pods' as const, def: flyer }]);

    // Assert
    expect(asked.map((q) => [q.key, q.media])).toEqual([['flyer', 'image']]);
    expect(detected.get('flyer')).toMatchObject({ type: 'image', source: 'field_type' });
  });

  it('gives tier 2 the types tier 1 hesitated between when a field\'s words point apart, only those the field can hold', async () => {
    // Setup
    const { classifier, asked } = scriptedAi({ field_jury: 'full_name' });
    const service = new FieldDetectionService(new MemoryCache(), () => Promise.resolve(classifier));
    const jury = field({ key: 'field_jury', name: 'jury', label: 'Jury', type: 'text', instructions: 'Contact e-mail', settings: { placeholder: 'Full name' } });
    const agreed = field({ key: 'field_mail', name: 'reach', label: 'Reach', type: 'text', instructions: 'Contact e-mail', settings: { placeholder: 'Their e-mail' } });
    const typed = field({ key: 'field_ct', name: 'ct', label: 'CT', type: 'number', instructions: 'Price per ticket', settings: { placeholder: 'Full name' } });

    // Action
    const detected = await service.detect(HOST, 'festival', [jury, agreed, typed].map((def) => ({ plugin: 'acf' as const, def })));

    // Assert
    expect(asked.map((q) => [q.key, q.candidates])).toEqual([
      ['field_jury', [{ type: 'email', evidence: 'instructions part "e_mail"' }, { type: 'full_name', evidence: 'placeholder "Full name"' }]],
      ['field_mail', undefined],
      // A number holds no name: the placeholder's full_name is not offered.
      ['field_ct', [{ type: 'price', evidence: 'instructions part "price"' }, { type: 'number', evidence: 'field type "number"' }]],
    ]);
    expect(detected.get('field_jury')).toEqual({ type: 'full_name', confidence: 0.85, source: 'ai' });
  });

  describe('cache', () => {
    const reviewer = field({ key: 'field_rv', name: 'rv', label: 'Reviewer', type: 'text', group: 'Review' });
    const mail = field({ key: 'field_mail', name: 'email', label: 'E-mail', type: 'email', group: 'Review' });
    const run = (service: FieldDetectionService, defs: FieldDefinition[]) => service.detect(HOST, 'review', defs.map((def) => ({ plugin: 'acf' as const, def })));

    it('asks tier 2 about a field once while nothing it was read from changes, and answers from the cache after', async () => {
      // Setup
      const cache = new MemoryCache();
      const { classifier, asked } = scriptedAi({ field_rv: 'full_name' });
      const service = new FieldDetectionService(cache, () => Promise.resolve(classifier));
      await run(service, [reviewer, mail]);

      // Action
      const again = await run(service, [reviewer, mail]);

      // Assert
      expect(asked.map((q) => q.key)).toEqual(['field_rv']);
      expect(again.get('field_rv')).toEqual({ type: 'full_name', confidence: 0.85, source: 'ai' });
      expect(cache.rows.get('review')!.map((r) => [r.field_key, r.detected_type, r.source, r.evidence_hash.length])).toEqual([
        ['field_rv', 'full_name', 'ai', 64], ['field_mail', 'email', 'pattern', 64],
      ]);
    });

    it('asks again when the field\'s own label or settings change, under the same key and name, but not when its neighbours change', async () => {
      // Setup
      const cache = new MemoryCache();
      const { classifier, asked } = scriptedAi({ field_rv: 'full_name' });
      const service = new FieldDetectionService(cache, () => Promise.resolve(classifier));
      await run(service, [reviewer, mail]);

      // Action
      await run(service, [{ ...reviewer, label: 'Reviewed by' }, mail]);
      await run(service, [{ ...reviewer, label: 'Reviewed by', settings: { placeholder: 'Jane Doe' } }, mail]);
      await run(service, [{ ...reviewer, label: 'Reviewed by', settings: { placeholder: 'Jane Doe' } }]);

      // Assert
      expect(asked.map((q) => [q.key, q.label])).toEqual([['field_rv', 'Reviewer'], ['field_rv', 'Reviewed by'], ['field_rv', 'Reviewed by']]);
    });

    it('does not ask again about a field tier 2 was off for, and gives tier 1\'s answer of today, not the cached one', async () => {
      // Setup
      const cache = new MemoryCache();
      await run(new FieldDetectionService(cache, () => Promise.resolve(null)), [reviewer, mail]);
      cache.rows.set('review', cache.rows.get('review')!.map((row) => ({ ...row, detected_type: 'company' })));
      const { classifier, asked } = scriptedAi({ field_rv: 'full_name', field_mail: 'url' });

      // Action
      const detected = await run(new FieldDetectionService(cache, () => Promise.resolve(classifier)), [reviewer, mail]);

      // Assert
      expect(asked).toEqual([]);
      expect(Object.fromEntries([...detected].map(([key, d]) => [key, d.type]))).toEqual({ field_rv: 'text', field_mail: 'email' });
      expect(cache.rows.get('review')!.map((r) => r.detected_type)).toEqual(['text', 'email']);
    });

    it('lets a confident tier 1 win over a cached tier-2 answer for the same evidence', async () => {
      // Setup
      const cache = new MemoryCache();
      await run(new FieldDetectionService(cache, () => Promise.resolve(null)), [mail]);
      cache.rows.set('review', cache.rows.get('review')!.map((row) => ({ ...row, detected_type: 'url', source: 'ai' })));

      // Action
      const detected = await run(new FieldDetectionService(cache, () => Promise.resolve(null)), [mail]);

      // Assert
      expect(detected.get('field_mail')).toMatchObject({ type: 'email', source: 'pattern' });
    });
  });
});
