import type { FieldDefinition } from '../../contract/field-definition.js';
import { mostNewFiles } from '../../generators/fields/field-filler.js';
import { storageFor } from '../../generators/fields/storage/storage-registry.js';
import type { PluginField } from '../fields/field-catalog.js';
import type { GenerationOptions } from '../generation/generation-options.js';
import type { ItemLoad } from './capacity.js';

const PLACEHOLDER = 'placeholder';

/**
 * New files each post's media fields may ask for, sub-fields included, at their most: which of
 * them take library images instead is known only once detection has run, after the request is accepted.
 */
function mediaFiles(fields: readonly PluginField[]): number {
  let files = 0;
  for (const { plugin, def } of fields) {
    const storage = storageFor(plugin);
    const visit = (d: FieldDefinition): void => {
      const shape = storage.shape(d);
      if (shape.kind === 'attachments') files += mostNewFiles(shape);
      for (const sub of d.sub_fields ?? []) visit(sub);
      for (const layout of d.layouts ?? []) for (const sub of layout.sub_fields) visit(sub);
    };
    visit(def);
  }
  return files;
}

/** What each post of a posts run makes besides its rows, from its resolved options. */
export function postLoad(options: GenerationOptions, fields: readonly PluginField[]): ItemLoad {
  const r = options.request;
  const featured = r.set_featured_image && r.download_images && options.postType.supports.thumbnail === true ? 1 : 0;
  return {
    kind: 'posts',
    pictures: featured + (r.populate_custom_fields ? mediaFiles(fields) : 0),
    downloaded: r.image_provider !== PLACEHOLDER,
    comments: r.auto_comments ? r.comments_per_post_max : 0,
  };
}

/** Each user of a users run, with or without a portrait. */
export function userLoad(body: { generate_avatars: boolean; avatar_provider: string }): ItemLoad {
  return { kind: 'users', pictures: body.generate_avatars ? 1 : 0, downloaded: body.avatar_provider !== PLACEHOLDER, comments: 0 };
}

export const TERM_LOAD: ItemLoad = Object.freeze({ kind: 'terms', pictures: 0, downloaded: false, comments: 0 });
