import type { FieldDefinition, HostFields } from '../../../../worker/src/contract/field-definition.js';
import type { HostContext } from '../../../../worker/src/contract/host-context.js';
import { fieldsFor, hostFields, primaryAdapter } from '../../../../worker/src/services/fields/field-catalog.js';

const def = (name: string, type = 'text'): FieldDefinition => ({ key: `key_${name}`, name, label: name, type, required: false, instructions: '', settings: {} });
const adapter = (slug: HostFields['adapters'][number]['slug'], active: boolean) => ({ slug, name: slug.toUpperCase(), version: active ? '1.0' : '', active });
const hostWith = (fields: HostFields | Record<string, never>) => ({ fields }) as unknown as HostContext;

describe('field catalog', () => {
  it('reads contexts stored before the adapters existed as having no fields', () => {
    // Action
    const fields = hostFields(hostWith({}));

    // Assert
    expect(fields).toEqual({ adapters: [], definitions: {} });
    expect(fieldsFor(hostWith({}), 'post')).toEqual([]);
  });

  it('makes the first active adapter that defines fields primary, in the fixed adapter order', () => {
    // Setup
    const fields: HostFields = {
      adapters: [adapter('acf', true), adapter('meta-box', true), adapter('pods', false), adapter('jetengine', false), adapter('cmb2', true), adapter('carbon-fields', false)],
      definitions: { acf: { post: [] }, 'meta-box': { book: [def('isbn')] }, cmb2: { post: [def('price')] } },
    };

    // Action
    const primary = primaryAdapter(fields);

    // Assert
    expect(primary).toBe('meta-box');
  });

  it('falls back to the first active adapter when none defines fields, and to none when none is active', () => {
    // Setup
    const some: HostFields = { adapters: [adapter('acf', false), adapter('pods', true), adapter('cmb2', true)], definitions: {} };
    const none: HostFields = { adapters: [adapter('acf', false)], definitions: {} };

    // Action / Assert
    expect(primaryAdapter(some)).toBe('pods');
    expect(primaryAdapter(none)).toBeNull();
  });

  it("keeps every plugin's fields of a post type, and the primary's definition where two share a meta key", () => {
    // Setup
    const host = hostWith({
      adapters: [adapter('acf', true), adapter('meta-box', true), adapter('cmb2', true)],
      definitions: {
        acf: { post: [def('price', 'number'), def('subtitle')] },
        'meta-box': { post: [def('price', 'text'), def('isbn')], page: [def('hero')] },
        cmb2: { post: [def('isbn', 'text_small'), def('rating', 'text_small')] },
      },
    });

    // Action
    const fields = fieldsFor(host, 'post');

    // Assert
    expect(fields.map((f) => [f.plugin, f.def.name, f.def.type])).toEqual([
      ['acf', 'price', 'number'],
      ['acf', 'subtitle', 'text'],
      ['meta-box', 'isbn', 'text'],
      ['cmb2', 'rating', 'text_small'],
    ]);
  });

  it('ignores definitions of inactive adapters', () => {
    // Setup
    const host = hostWith({ adapters: [adapter('acf', false), adapter('pods', true)], definitions: { acf: { post: [def('price')] }, pods: { post: [def('color')] } } });

    // Action
    const fields = fieldsFor(host, 'post');

    // Assert
    expect(fields).toEqual([{ plugin: 'pods', def: def('color') }]);
  });
});
