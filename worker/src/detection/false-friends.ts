import { normaliseName } from './name-normaliser.js';

/*
 * One spelling, two meanings in two languages the detector reads: French "nombre de chambres" is a
 * number of rooms, Spanish "nombre de la empresa" the name of a company. The patterns hold the
 * French count; a field that reads Spanish gets the name instead.
 */

/** Spanish words that French labels and help texts do not use: articles, possessives, the verbs of help texts. */
const SPANISH_ONLY = new Set(['el', 'los', 'las', 'del', 'su', 'sus', 'tus', 'escribe', 'escriba', 'introduce', 'introduzca', 'ingresa', 'ingrese', 'aqui']);
/** After "nombre de", an article: French counts bare nouns ("nombre de places"), Spanish names "the" thing. */
const ARTICLES = new Set(['la', 'el', 'los', 'las']);

/**
 * `normalised` (a name or label) with a Spanish "nombre de …" read as "name de …", when the field
 * reads Spanish: the article after "de", or a Spanish-only word in its label or help texts.
 */
export function withSpanishName(normalised: string, label: string, texts: readonly (string | undefined)[]): string {
  if (!/(^|_)nombre_del?(_|$)/.test(normalised)) return normalised;
  return readsSpanish(label, texts) ? normalised.replace(/(^|_)nombre(?=_del?(_|$))/g, '$1name') : normalised;
}

function readsSpanish(label: string, texts: readonly (string | undefined)[]): boolean {
  const tokens = label.split('_');
  const at = tokens.findIndex((token, index) => token === 'nombre' && (tokens[index + 1] === 'de' || tokens[index + 1] === 'del'));
  if (at >= 0 && (tokens[at + 1] === 'del' || ARTICLES.has(tokens[at + 2] ?? ''))) return true;
  const words = [label, ...texts.map((text) => (text ? normaliseName(text) : ''))].join('_').split('_');
  return words.some((word) => SPANISH_ONLY.has(word));
}
