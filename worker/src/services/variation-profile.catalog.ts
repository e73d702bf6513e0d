export interface VariationProfile {
  name: string;
  description: string;
}

export const DEFAULT_VARIATION_PROFILE = 'random';

export const VARIATION_PROFILES: Readonly<Record<string, VariationProfile>> = Object.freeze({
  random: {
    name: 'Random',
    description: 'Each post fills a random selection of optional fields, like real content does. Recommended for testing.',
  },
  minimal: { name: 'Minimal', description: 'Only required fields are filled.' },
  partial: { name: 'Partial', description: 'About 50% of the optional fields are filled.' },
});
