import type { FieldDefinition } from '../../../../../worker/src/contract/field-definition.js';
import type { StorageContext } from '../../../../../worker/src/generators/fields/field-value.js';

/** A field definition as a PHP adapter sends it: the plugin's own type and settings, nothing else assumed. */
export function field(name: string, type: string, extra: Partial<FieldDefinition> = {}): FieldDefinition {
  return { key: name, name, label: name, type, required: false, instructions: '', settings: {}, ...extra };
}

/** A wall-clock value: its UTC fields are the site's wall clock (field-value.ts). */
export function wallClock(iso: string): Date {
  return new Date(`${iso}Z`);
}

export const ctx: StorageContext = {
  attachmentUrl: (id) => `http://example.test/wp-content/uploads/2024/05/photo-${id}.jpg`,
  postTypeOf: (id) => (id < 100 ? 'post' : 'page'),
  taxonomyOf: (id) => (id < 50 ? 'category' : 'post_tag'),
  termSlugOf: (id) => `term-${id}`,
};
