import { FIELD_PLUGIN_SLUGS } from '../../../../../worker/src/contract/field-definition.js';
import { storageFor } from '../../../../../worker/src/generators/fields/storage/storage-registry.js';

describe('storageFor', () => {
  it('gives every field plugin its own storage module', () => {
    // Action
    const plugins = FIELD_PLUGIN_SLUGS.map((slug) => storageFor(slug).plugin);

    // Assert
    expect(plugins).toEqual(['acf', 'meta-box', 'pods', 'jetengine', 'cmb2', 'carbon-fields']);
  });
});
