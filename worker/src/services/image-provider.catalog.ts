export type ImageProviderKey = 'photos_keyword' | 'photos_curated' | 'photos_random' | 'placeholder';

export interface ImageProviderInfo {
  name: string;
  description: string;
  url: string;
  supports_category: boolean;
  requires_api_key: boolean;
  configured: boolean;
}

export const IMAGE_CATEGORIES: Readonly<Record<string, string>> = Object.freeze({
  nature: 'Nature',
  architecture: 'Architecture',
  people: 'People',
  food: 'Food',
  business: 'Business',
  technology: 'Technology',
  animals: 'Animals',
  sports: 'Sports',
  travel: 'Travel',
  abstract: 'Abstract',
  'real-estate': 'Real Estate',
  interior: 'Interior',
  exterior: 'Exterior',
  portrait: 'Portrait',
});

/** What each provider value stands for (DESIGN: "Neutral tokens of the spec"). */
export function imageProviders(unsplashAccessKey: string): Record<ImageProviderKey, ImageProviderInfo> {
  return {
    photos_keyword: {
      name: 'LoremFlickr',
      description: 'Keyword photos matching the category; no API key needed.',
      url: 'https://loremflickr.com',
      supports_category: true,
      requires_api_key: false,
      configured: true,
    },
    photos_curated: {
      name: 'Unsplash',
      description: 'Curated high-quality photos matching the category; needs an Unsplash access key.',
      url: 'https://unsplash.com',
      supports_category: true,
      requires_api_key: true,
      configured: unsplashAccessKey !== '',
    },
    photos_random: {
      name: 'Lorem Picsum',
      description: 'Random photos in any size; no categories, no API key.',
      url: 'https://picsum.photos',
      supports_category: false,
      requires_api_key: false,
      configured: true,
    },
    placeholder: {
      name: 'Placeholder',
      description: 'Images rendered locally by SeedPress; works offline.',
      url: '',
      supports_category: false,
      requires_api_key: false,
      configured: true,
    },
  };
}
