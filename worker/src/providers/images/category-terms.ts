/**
 * Search words per category key (the spec's image categories). Flickr tags are single words, so
 * LoremFlickr gets tags (comma = any of them); Unsplash searches free text.
 */
const TERMS: Readonly<Record<string, { tags: string; query: string }>> = {
  nature: { tags: 'nature,landscape', query: 'nature' },
  architecture: { tags: 'architecture', query: 'architecture' },
  people: { tags: 'people', query: 'people' },
  food: { tags: 'food', query: 'food' },
  business: { tags: 'business,office', query: 'business' },
  technology: { tags: 'technology,computer', query: 'technology' },
  animals: { tags: 'animals,wildlife', query: 'animals' },
  sports: { tags: 'sport', query: 'sports' },
  travel: { tags: 'travel', query: 'travel' },
  abstract: { tags: 'abstract', query: 'abstract' },
  'real-estate': { tags: 'house,realestate', query: 'real estate house' },
  interior: { tags: 'interior,livingroom', query: 'interior design' },
  exterior: { tags: 'building,facade', query: 'house exterior' },
  portrait: { tags: 'portrait', query: 'portrait' },
};

/** Unknown categories pass through as typed, reduced to what a URL path segment can carry. */
function fallback(category: string): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

export function flickrTags(category: string): string {
  return TERMS[category]?.tags ?? fallback(category).replace(/ /g, ',');
}

export function unsplashQuery(category: string): string {
  return TERMS[category]?.query ?? fallback(category);
}
