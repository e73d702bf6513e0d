import { IMAGE_CATEGORIES, imageProviders } from '../services/image-provider.catalog.js';
import { LANGUAGES, resolveLocale } from '../services/language.catalog.js';
import type { Services } from '../services/services.js';
import { DEFAULT_VARIATION_PROFILE, VARIATION_PROFILES } from '../services/variation-profile.catalog.js';
import type { RouteHandlers } from './route-handler.js';

export const catalogRoutes = (s: Services): RouteHandlers => ({
  'GET /image-providers': async () => ({
    body: {
      success: true,
      providers: imageProviders(s.config.unsplashAccessKey),
      categories: IMAGE_CATEGORIES,
      default: (await s.settings.get()).default_image_provider,
    },
  }),

  'GET /languages': async ({ host }) => ({
    body: { success: true, languages: LANGUAGES, default: resolveLocale((await s.settings.get()).locale, host.site.locale) },
  }),

  'GET /variation-profiles': () => ({
    body: { success: true, profiles: VARIATION_PROFILES, default: DEFAULT_VARIATION_PROFILE },
  }),
});
