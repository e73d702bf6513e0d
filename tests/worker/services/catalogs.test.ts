import { LANGUAGES, resolveLocale } from '../../../worker/src/services/language.catalog.js';
import { autoloadValue } from '../../../worker/src/services/option-store.js';
import definitions from '../../../schemas/definitions.json' with { type: 'json' };

describe('languages', () => {
  it('offers thirteen locales, the same the schemas accept', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(definitions.definitions.locale.enum);
    expect(LANGUAGES).toHaveLength(13);
  });

  it.each([
    ['auto', 'de_DE', 'de_DE'],
    ['auto', 'ja', 'en_US'],
    ['fr_FR', 'de_DE', 'fr_FR'],
  ])('resolves setting %s on a %s site to %s', (setting, site, expected) => {
    expect(resolveLocale(setting, site)).toBe(expected);
  });
});

describe('autoloadValue', () => {
  it.each([
    ['6.1.9', true, 'yes'],
    ['6.1.9', false, 'no'],
    ['6.5.5', true, 'yes'],
    ['6.6', true, 'on'],
    ['6.8.7', false, 'off'],
    ['7.0', true, 'on'],
  ])('WordPress %s, autoload %s → %s', (version, autoload, expected) => {
    expect(autoloadValue(version, autoload)).toBe(expected);
  });
});
