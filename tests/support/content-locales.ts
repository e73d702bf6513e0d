import { loadLocale } from '../../worker/src/generators/text/faker-factory.js';
import { LANGUAGES } from '../../worker/src/services/language.catalog.js';

/** What a run does before it makes its Fakers, for tests that make them directly: every content locale's data. */
export const loadContentLocales = (): Promise<void[]> => Promise.all(LANGUAGES.map((l) => loadLocale(l.code)));
