import type { FieldPluginSlug } from '../../../contract/field-definition.js';
import type { FieldStorage } from '../field-value.js';
import { acfStorage } from './acf.storage.js';
import { carbonFieldsStorage } from './carbon-fields.storage.js';
import { cmb2Storage } from './cmb2.storage.js';
import { jetEngineStorage } from './jetengine.storage.js';
import { metaBoxStorage } from './meta-box.storage.js';
import { podsStorage } from './pods.storage.js';

const STORAGES: Readonly<Record<FieldPluginSlug, FieldStorage>> = {
  acf: acfStorage,
  'meta-box': metaBoxStorage,
  pods: podsStorage,
  jetengine: jetEngineStorage,
  cmb2: cmb2Storage,
  'carbon-fields': carbonFieldsStorage,
};

/** The storage format of one field plugin. */
export function storageFor(plugin: FieldPluginSlug): FieldStorage {
  return STORAGES[plugin];
}
