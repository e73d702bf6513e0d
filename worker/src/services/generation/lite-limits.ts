import type { HostContext, PostTypeInfo } from '../../contract/host-context.js';
import { ApiError, ErrorCode } from '../../errors.js';

/** The limited edition's cap (spec: Limits); its 10 posts per request are checked with the request. */
export const LITE_MAX_CUSTOM_POST_TYPES = 5;

/** The custom post types generation can fill (the site's own, with an admin screen), in the order WordPress registered them. */
export function generatableCustomPostTypes(host: HostContext): string[] {
  return Object.values(host.post_types)
    .filter((type) => !type.builtin && type.show_ui)
    .map((type) => type.name);
}

/** Of the custom post types, the first five registered are the limited edition's; core's own types are always there. */
export function checkLitePostType(host: HostContext, type: PostTypeInfo): void {
  if (type.builtin) return;
  const allowed = generatableCustomPostTypes(host).slice(0, LITE_MAX_CUSTOM_POST_TYPES);
  if (allowed.includes(type.name)) return;
  throw new ApiError(
    ErrorCode.LiteLimit,
    `The limited edition generates at most ${LITE_MAX_CUSTOM_POST_TYPES} custom post types, the first ${LITE_MAX_CUSTOM_POST_TYPES} registered on this site (${allowed.join(', ')}); "${type.name}" is not one of them. The full edition has no such limit.`,
  );
}
