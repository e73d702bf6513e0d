/** The thirteen content locales; codes are WordPress locale codes and the values of `locale`. */
export interface Language {
  code: string;
  name: string;
  native_name: string;
  flag: string;
}

export const LANGUAGES: ReadonlyArray<Language> = Object.freeze([
  { code: 'en_US', name: 'English (United States)', native_name: 'English (US)', flag: '🇺🇸' },
  { code: 'en_GB', name: 'English (United Kingdom)', native_name: 'English (UK)', flag: '🇬🇧' },
  { code: 'de_DE', name: 'German', native_name: 'Deutsch', flag: '🇩🇪' },
  { code: 'fr_FR', name: 'French', native_name: 'Français', flag: '🇫🇷' },
  { code: 'es_ES', name: 'Spanish', native_name: 'Español', flag: '🇪🇸' },
  { code: 'it_IT', name: 'Italian', native_name: 'Italiano', flag: '🇮🇹' },
  { code: 'nl_NL', name: 'Dutch', native_name: 'Nederlands', flag: '🇳🇱' },
  { code: 'pt_BR', name: 'Portuguese (Brazil)', native_name: 'Português do Brasil', flag: '🇧🇷' },
  { code: 'pl_PL', name: 'Polish', native_name: 'Polski', flag: '🇵🇱' },
  { code: 'ru_RU', name: 'Russian', native_name: 'Русский', flag: '🇷🇺' },
  { code: 'sv_SE', name: 'Swedish', native_name: 'Svenska', flag: '🇸🇪' },
  { code: 'tr_TR', name: 'Turkish', native_name: 'Türkçe', flag: '🇹🇷' },
  { code: 'zh_CN', name: 'Chinese (China)', native_name: '简体中文', flag: '🇨🇳' },
]);

export const FALLBACK_LOCALE = 'en_US';

/** `auto` follows the site language when SeedPress speaks it, else American English. */
export function resolveLocale(setting: string, siteLocale: string): string {
  const wanted = setting === 'auto' ? siteLocale : setting;
  return LANGUAGES.some((l) => l.code === wanted) ? wanted : FALLBACK_LOCALE;
}
