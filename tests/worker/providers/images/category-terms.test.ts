import { flickrTags, unsplashQuery } from '../../../../worker/src/providers/images/category-terms.js';
import { IMAGE_CATEGORIES } from '../../../../worker/src/services/image-provider.catalog.js';

describe('category terms', () => {
  it('has search words for every category of the spec', () => {
    for (const category of Object.keys(IMAGE_CATEGORIES)) {
      expect(flickrTags(category)).toMatch(/^[a-z]+(,[a-z]+)*$/);
      expect(unsplashQuery(category)).toMatch(/^[a-z]+( [a-z]+)*$/);
    }
  });

  it('passes an unknown category through as plain words', () => {
    expect(flickrTags('Old Cars/../')).toBe('old,cars');
    expect(unsplashQuery('Old Cars/../')).toBe('old cars');
  });
});
