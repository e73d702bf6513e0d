import type { FieldDefinition } from '../../../../worker/src/contract/field-definition.js';
import { scalarFields, tierOne } from '../../../../worker/src/services/fields/tier-one.js';

const field = (extra: Partial<FieldDefinition> & Pick<FieldDefinition, 'name' | 'type'>): FieldDefinition =>
  ({ key: extra.name, label: '', required: false, instructions: '', settings: {}, ...extra });

describe('scalarFields', () => {
  it('gives each input of a Meta Box text_list its own candidate, read by its label, cloned or not', () => {
    // Setup
    const choices = [{ value: 'Facebook', label: 'Red Social' }, { value: 'https://', label: 'Url' }];
    const fields = [
      { plugin: 'meta-box' as const, def: field({ name: 'redes', label: 'Redes Sociales', type: 'text_list', settings: { clone: true }, choices }) },
      { plugin: 'meta-box' as const, def: field({ name: 'contact', label: 'Contact', type: 'text_list', choices: [{ value: '+1 555', label: 'Phone' }] }) },
    ];

    // Action
    const found = scalarFields(fields).map((c) => [c.def.key, c.parent?.name, tierOne(c, 'team').type]);

    // Assert
    expect(found).toEqual([['redes:0', 'redes', 'facebook'], ['redes:1', 'redes', 'url'], ['contact:0', 'contact', 'phone']]);
  });

  it('keys the texts of a Meta Box fieldset_text under the field, apart from a field of the same name', () => {
    // Setup
    const fields = [
      { plugin: 'meta-box' as const, def: field({ name: 'city', label: 'City', type: 'text' }) },
      { plugin: 'meta-box' as const, def: field({ name: 'office', label: 'Office', type: 'fieldset_text', choices: [{ value: 'city', label: 'City' }, { value: 'phone', label: 'Phone' }] }) },
    ];

    // Action
    const keys = scalarFields(fields).map((c) => [c.def.key, c.def.name]);

    // Assert
    expect(keys).toEqual([['city', 'city'], ['office:city', 'city'], ['office:phone', 'phone']]);
  });
});
