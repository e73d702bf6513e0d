import { applyOverrides, combineOverrides, pickSettings, TEMPLATE_SETTING_KEYS, withoutEmpty, type TemplateConfig } from '../../../../worker/src/services/templates/template-config.js';
import definitions from '../../../../schemas/definitions.json' with { type: 'json' };

const parent: TemplateConfig = {
  field_config: {
    core_fields: { post_title: { mode: 'create', create: { method: 'words', word_count_min: 3, word_count_max: 6 } }, post_excerpt: { mode: 'none' } },
    custom_fields: { price: { mode: 'create', field_type: 'price', create: { min: 5, max: 50 } }, color: { mode: 'choose', choose: { values: ['red', 'blue'] } } },
  },
  taxonomy_config: { category: { mode: 'create', count_min: 1, count_max: 2 }, post_tag: { mode: 'none' } },
  settings: { count: 20, post_status: 'publish', image_provider: 'placeholder' },
};

describe('applyOverrides', () => {
  it('replaces each field, taxonomy and setting the variant names, whole, and keeps every other of the parent', () => {
    // Action
    const merged = applyOverrides(parent, {
      field_config: { custom_fields: { price: { mode: 'create', field_type: 'price', create: { min: 100, max: 200 } } } },
      taxonomy_config: { post_tag: { mode: 'create', count_min: 2, count_max: 3 } },
      settings: { post_status: 'draft' },
    });

    // Assert
    expect(merged).toEqual({
      field_config: {
        core_fields: parent.field_config.core_fields,
        custom_fields: { price: { mode: 'create', field_type: 'price', create: { min: 100, max: 200 } }, color: { mode: 'choose', choose: { values: ['red', 'blue'] } } },
      },
      taxonomy_config: { category: { mode: 'create', count_min: 1, count_max: 2 }, post_tag: { mode: 'create', count_min: 2, count_max: 3 } },
      settings: { count: 20, post_status: 'draft', image_provider: 'placeholder' },
    });
  });

  it('gives the parent\'s recipe for no overrides, and never changes the parent', () => {
    // Setup
    const before = structuredClone(parent);

    // Action
    const merged = applyOverrides(parent, {});

    // Assert
    expect(merged).toEqual(parent);
    expect(parent).toEqual(before);
  });

  it('adds a field group the parent does not have', () => {
    // Action
    const merged = applyOverrides({ field_config: {}, taxonomy_config: {}, settings: {} }, { field_config: { custom_fields: { isbn: { mode: 'create', field_type: 'isbn' } } } });

    // Assert
    expect(merged.field_config).toEqual({ custom_fields: { isbn: { mode: 'create', field_type: 'isbn' } } });
  });
});

describe('combineOverrides', () => {
  it('keeps a variant\'s earlier overrides and replaces those it sends again', () => {
    // Action
    const combined = combineOverrides(
      { settings: { post_status: 'draft', count: 3 }, field_config: { core_fields: { post_title: { mode: 'none' } } } },
      { settings: { count: 7 }, taxonomy_config: { category: { mode: 'none' } } },
    );

    // Assert
    expect(combined).toEqual({
      settings: { post_status: 'draft', count: 7 },
      field_config: { core_fields: { post_title: { mode: 'none' } } },
      taxonomy_config: { category: { mode: 'none' } },
    });
  });
});

describe('withoutEmpty', () => {
  it('drops members that change nothing', () => {
    expect(withoutEmpty({ field_config: { core_fields: {}, custom_fields: {} }, taxonomy_config: {}, settings: { count: 2 } })).toEqual({ settings: { count: 2 } });
  });
});

describe('template settings', () => {
  it('are the members the schema of template settings defines', () => {
    expect([...TEMPLATE_SETTING_KEYS].sort()).toEqual(Object.keys(definitions.definitions.templateSettings.properties).sort());
  });

  it('are picked from an object, unknown members dropped', () => {
    expect(pickSettings({ count: 4, post_type: 'page', template_id: 9, locale: 'de_DE' })).toEqual({ count: 4, locale: 'de_DE' });
  });
});
