import { Faker, base, de, en, en_GB, en_US, es, fr, it, nl, pl, pt_BR, ru, sv, tr, zh_CN, type LocaleDefinition } from '@faker-js/faker';

/** Faker's definitions for each SeedPress locale; faker names the plain-language ones without a region. */
const DEFINITIONS: Readonly<Record<string, LocaleDefinition>> = {
  en_US,
  en_GB,
  de_DE: de,
  fr_FR: fr,
  es_ES: es,
  it_IT: it,
  nl_NL: nl,
  pt_BR,
  pl_PL: pl,
  ru_RU: ru,
  sv_SE: sv,
  tr_TR: tr,
  zh_CN,
};

/**
 * A request's own Faker, seeded. Locales that lack a module (faker's `sv` has no lorem, `zh_CN` no
 * company suffixes, ...) fall back to English and then to the locale-free base data, as faker's
 * prebuilt instances do.
 */
export function createFaker(locale: string, seed: number): Faker {
  const definition = DEFINITIONS[locale];
  if (!definition) throw new Error(`Unsupported content locale "${locale}".`);
  const faker = new Faker({ locale: [definition, en, base] });
  faker.seed(seed);
  return faker;
}
