import type { PhraseBank } from '../phrase-bank.js';
import { enUsBank } from './en-us.bank.js';

/** American → British words the en_US bank uses; whole words only, capitalised forms follow. */
const BRITISH: Readonly<Record<string, string>> = {
  apartment: 'flat',
  apartments: 'flats',
  behavior: 'behaviour',
  center: 'centre',
  chili: 'chilli',
  color: 'colour',
  colors: 'colours',
  cookies: 'biscuits',
  cozy: 'cosy',
  downtown: 'in the town centre',
  elevator: 'lift',
  favorite: 'favourite',
  favorites: 'favourites',
  flavor: 'flavour',
  gray: 'grey',
  harbor: 'harbour',
  humor: 'humour',
  movie: 'film',
  neighbor: 'neighbour',
  neighborhood: 'neighbourhood',
  neighbors: 'neighbours',
  organize: 'organise',
  organized: 'organised',
  realize: 'realise',
  recognize: 'recognise',
  soccer: 'football',
  subway: 'underground',
  theater: 'theatre',
  traveling: 'travelling',
  vacation: 'holiday',
};

function toBritish(text: string): string {
  return text.replace(/[A-Za-z]+/g, (word) => {
    const british = BRITISH[word.toLowerCase()];
    if (!british) return word;
    return word[0] === word[0]!.toUpperCase() ? british[0]!.toUpperCase() + british.slice(1) : british;
  });
}

/** British English: the American bank with British spelling and vocabulary. */
export const enGbBank: PhraseBank = {
  sentenceJoiner: enUsBank.sentenceJoiner,
  sentences: enUsBank.sentences.map(toBritish),
  titles: enUsBank.titles.map(toBritish),
  titlePatterns: enUsBank.titlePatterns.map(toBritish),
  topics: enUsBank.topics.map(toBritish),
  headings: enUsBank.headings.map(toBritish),
  listItems: enUsBank.listItems.map(toBritish),
};
