import type { Faker } from '@faker-js/faker';

/**
 * faker's entry point for each SeedPress locale; faker names the plain-language ones without a
 * region. Each entry point holds that locale's data over English and the locale-free base data,
 * as a request's Faker needs them: locales that lack a module (faker's `sv` has no lorem, `zh_CN`
 * no company suffixes, ...) fall back to English, then to the base.
 */
const ENTRY_POINTS: Readonly<Record<string, string>> = {
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

/**
 * faker's main entry point loads all of its 70 locales (about 20 MB of strings in every thread
 * that drafts); a locale's own entry point loads only its data, the first time a run asks for it.
 */
const loading = new Map<string, Promise<void>>();
const loaded = new Map<string, Faker>();

/** Loads a content locale's data once; a run awaits it before it makes its Fakers. */
export function loadLocale(locale: string): Promise<void> {
  const entryPoint = ENTRY_POINTS[locale];
  if (!entryPoint) return Promise.reject(unsupported(locale));
  let load = loading.get(locale);
  if (!load) {
    load = import(`@faker-js/faker/locale/${entryPoint}`).then(({ faker }: { faker: Faker }) => {
      loaded.set(locale, faker);
    });
    loading.set(locale, load);
  }
  return load;
}

const unsupported = (locale: string): Error => new Error(`Unsupported content locale "${locale}".`);

/** The locales whose data this thread has loaded so far. */
export function loadedLocales(): string[] {
  return [...loaded.keys()];
}

/**
 * A request's own Faker, seeded, for a locale loaded before: its own random stream over the
 * locale's shared data (the entry point's instance is only where the data and the class come from).
 */
export function createFaker(locale: string, seed: number): Faker {
  const shared = loaded.get(locale);
  if (!shared) throw ENTRY_POINTS[locale] ? new Error(`Content locale "${locale}" is not loaded yet (loadLocale).`) : unsupported(locale);
  const FakerClass = shared.constructor as new (options: { locale: Faker['rawDefinitions'] }) => Faker;
  const faker = new FakerClass({ locale: shared.rawDefinitions });
  faker.seed(seed);
  return faker;
}
