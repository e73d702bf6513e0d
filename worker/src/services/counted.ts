/** English plural rules, as WordPress's _n() picks between the two forms of a message. */
const rules = new Intl.PluralRules('en-US');

/** "1 post", "2 posts", "0 posts"; irregular plurals given ("1 history entry", "3 history entries"). */
export function counted(n: number, one: string, other = `${one}s`): string {
  return `${n} ${rules.select(n) === 'one' ? one : other}`;
}
