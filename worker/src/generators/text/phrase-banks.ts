import { deDeBank } from './banks/de-de.bank.js';
import { enGbBank } from './banks/en-gb.bank.js';
import { enUsBank } from './banks/en-us.bank.js';
import { esEsBank } from './banks/es-es.bank.js';
import { frFrBank } from './banks/fr-fr.bank.js';
import { itItBank } from './banks/it-it.bank.js';
import { nlNlBank } from './banks/nl-nl.bank.js';
import { plPlBank } from './banks/pl-pl.bank.js';
import { ptBrBank } from './banks/pt-br.bank.js';
import { ruRuBank } from './banks/ru-ru.bank.js';
import { svSeBank } from './banks/sv-se.bank.js';
import { trTrBank } from './banks/tr-tr.bank.js';
import { zhCnBank } from './banks/zh-cn.bank.js';
import type { PhraseBank } from './phrase-bank.js';

const BANKS: Readonly<Record<string, PhraseBank>> = {
  en_US: enUsBank,
  en_GB: enGbBank,
  de_DE: deDeBank,
  fr_FR: frFrBank,
  es_ES: esEsBank,
  it_IT: itItBank,
  nl_NL: nlNlBank,
  pt_BR: ptBrBank,
  pl_PL: plPlBank,
  ru_RU: ruRuBank,
  sv_SE: svSeBank,
  tr_TR: trTrBank,
  zh_CN: zhCnBank,
};

export const BANK_LOCALES: readonly string[] = Object.keys(BANKS);

export function bankFor(locale: string): PhraseBank {
  const bank = BANKS[locale];
  if (!bank) throw new Error(`Unsupported content locale "${locale}".`);
  return bank;
}
