import { createFaker, loadedLocales, loadLocale } from '../../../../worker/src/generators/text/faker-factory.js';

const FAKER_CODES: Record<string, string> = {
  en_US: 'en_US',
  en_GB: 'en_GB',
  de_DE: 'de',
  fr_FR: 'fr',
  es_ES: 'es',
  it_IT: 'it',
  nl_NL: 'nl',
  pt_BR: 'pt_BR',
  pl_PL: 'pl',
  ru_RU: 'ru',
  sv_SE: 'sv',
  tr_TR: 'tr',
  zh_CN: 'zh_CN',
};

describe('loadLocale', () => {
  // First in this file: the module is this file's own, so nothing has loaded a locale before.
  it('loads a locale only when asked, once, and none of the others', async () => {
    // Setup
    expect(loadedLocales()).toEqual([]);
    expect(() => createFaker('de_DE', 1)).toThrow('Content locale "de_DE" is not loaded yet (loadLocale).');

    // Action
    await Promise.all([loadLocale('de_DE'), loadLocale('de_DE')]);

    // Assert
    expect(loadedLocales()).toEqual(['de_DE']);
    expect(createFaker('de_DE', 1).getMetadata().code).toBe('de');
    expect(() => createFaker('ru_RU', 1)).toThrow('Content locale "ru_RU" is not loaded yet (loadLocale).');
  });

  it('refuses a locale SeedPress does not speak', async () => {
    await expect(loadLocale('xx_XX')).rejects.toThrow('Unsupported content locale "xx_XX"');
    expect(loadedLocales()).toEqual(['de_DE']);
  });

  it('gives the same draws as a Faker over the locale, English and the base data', async () => {
    // Setup
    const { Faker, de, en, base } = await import('@faker-js/faker');
    const reference = new Faker({ locale: [de, en, base] });
    reference.seed(7);

    // Action
    const faker = createFaker('de_DE', 7);

    // Assert
    const draw = (f: typeof faker): string[] => [f.person.fullName(), f.location.city(), f.lorem.sentence(), f.company.name(), f.internet.email()];
    expect(draw(faker)).toEqual(draw(reference));
  });
});

describe('createFaker', () => {
  beforeAll(() => Promise.all(Object.keys(FAKER_CODES).map(loadLocale)));

  it.each(Object.entries(FAKER_CODES))('maps %s to faker locale %s', (locale, code) => {
    // Action
    const faker = createFaker(locale, 1);

    // Assert
    expect(faker.getMetadata().code).toBe(code);
  });

  it('falls back to English where faker has no data for the locale (Swedish and Chinese lorem)', () => {
    // Setup
    const swedish = createFaker('sv_SE', 1);
    const chinese = createFaker('zh_CN', 1);

    // Action
    const values = [swedish.lorem.word(), chinese.lorem.word()];

    // Assert
    for (const value of values) expect(value).toMatch(/^[a-z-]+$/);
  });

  it('is deterministic for a seed and differs between seeds', () => {
    // Action
    const draw = (seed: number): string[] => {
      const faker = createFaker('de_DE', seed);
      return [faker.person.fullName(), faker.lorem.sentence(), String(faker.number.int())];
    };

    // Assert
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('refuses a locale SeedPress does not speak', () => {
    expect(() => createFaker('xx_XX', 1)).toThrow('Unsupported content locale "xx_XX"');
  });
});
