import type { FieldDefinition } from '../../../../worker/src/contract/field-definition.js';
import type { PostTypeInfo } from '../../../../worker/src/contract/host-context.js';
import { postLoad, userLoad } from '../../../../worker/src/services/capacity/run-load.js';
import type { PluginField } from '../../../../worker/src/services/fields/field-catalog.js';
import type { GenerationOptions } from '../../../../worker/src/services/generation/generation-options.js';
import type { GeneratePostsRequest } from '../../../../worker/src/services/generation/generation-request.js';

const DEFAULTS = { set_featured_image: true, download_images: true, image_provider: 'photos_curated', populate_custom_fields: true, auto_comments: false, comments_per_post_max: 10 };

function options(request: Partial<GeneratePostsRequest>, thumbnail = true): GenerationOptions {
  const postType = { name: 'post', supports: thumbnail ? { thumbnail: true } : {} } as unknown as PostTypeInfo;
  return { request: { ...DEFAULTS, ...request } as GeneratePostsRequest, postType } as GenerationOptions;
}

const field = (name: string, type: string, more: Partial<FieldDefinition> = {}): FieldDefinition => ({ key: `field_${name}`, name, label: name, type, required: false, instructions: '', settings: {}, ...more });
const acf = (name: string, type: string, more: Partial<FieldDefinition> = {}): PluginField => ({ plugin: 'acf', def: field(name, type, more) });

describe('postLoad', () => {
  it('counts a downloaded featured image per post with the API defaults', () => {
    // Action + Assert
    expect(postLoad(options({}), [])).toEqual({ kind: 'posts', pictures: 1, downloaded: true, comments: 0 });
  });

  it.each([
    ['set_featured_image is false', options({ set_featured_image: false })],
    ['download_images is false (library images)', options({ download_images: false })],
    ['the post type has no thumbnails', options({}, false)],
  ])('counts no featured image when %s', (_, run) => {
    // Action + Assert
    expect(postLoad(run, []).pictures).toBe(0);
  });

  it('adds the most files media fields ask for, sub-fields included, and only when fields are filled', () => {
    // Setup
    const fields = [
      acf('logo', 'image'),
      acf('photos', 'gallery'),
      acf('price', 'number'),
      acf('team', 'repeater', { sub_fields: [field('portrait', 'image')] }),
    ];

    // Action
    const filled = postLoad(options({ image_provider: 'placeholder' }), fields);
    const empty = postLoad(options({ populate_custom_fields: false }), fields);

    // Assert: the featured image, 1 logo, a gallery of up to 5 (an open list's most) and 1 portrait.
    expect(filled).toEqual({ kind: 'posts', pictures: 8, downloaded: false, comments: 0 });
    expect(empty.pictures).toBe(1);
  });

  it('counts the most comments a post gets when auto_comments is on', () => {
    // Action + Assert
    expect(postLoad(options({ auto_comments: true, comments_per_post_max: 25 }), []).comments).toBe(25);
    expect(postLoad(options({ auto_comments: false, comments_per_post_max: 25 }), []).comments).toBe(0);
  });
});

describe('userLoad', () => {
  it('counts a portrait per user with avatars, downloaded unless rendered', () => {
    // Action + Assert
    expect(userLoad({ generate_avatars: true, avatar_provider: 'photos_curated' })).toEqual({ kind: 'users', pictures: 1, downloaded: true, comments: 0 });
    expect(userLoad({ generate_avatars: true, avatar_provider: 'placeholder' }).downloaded).toBe(false);
    expect(userLoad({ generate_avatars: false, avatar_provider: 'photos_curated' }).pictures).toBe(0);
  });
});
