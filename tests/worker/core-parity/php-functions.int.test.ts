import { metaString, phpArray, phpNumberString, type PhpValue } from '../../../worker/src/core-parity/php-value.js';
import { phpDate, unixTime } from '../../../worker/src/core-parity/php-date.js';
import { phpRound } from '../../../worker/src/core-parity/php-round.js';
import { phpStripTags } from '../../../worker/src/core-parity/php-strip-tags.js';
import { removeAccents } from '../../../worker/src/core-parity/remove-accents.js';
import { runWordPressPhp } from '../../support/wordpress-php.js';

/*
 * The ports of plain PHP functions against PHP itself, inside the stack's WordPress (whose default
 * timezone is UTC, as the ports assume): round(), gmdate(), (string) of a float, serialize(),
 * strip_tags() and remove_accents(). Each case list reaches the edges the port's comments name.
 */

/** PHP's answers: stdin is a JSON list of arguments, `call` maps one to a value. */
function php<T>(call: string, cases: unknown[]): T[] {
  return JSON.parse(runWordPressPhp(`echo json_encode(array_map(fn($c) => ${call}, json_decode(stream_get_contents(STDIN), true)));`, JSON.stringify(cases))) as T[];
}

describe('PHP functions and their ports', () => {
  it('phpRound() is round()', () => {
    // Setup
    const values = [0.5, 1.5, 2.5, -0.5, -1.5, 512.4999999999999, 1.4999999999999998, 123456.5, 0.49999999999999994, 2.675, 1e15 + 0.5, 33.333333333333336, 66.66666666666667, 299.99999999999994];

    // Action
    const ours = values.map(phpRound);

    // Assert
    expect(ours).toEqual(php<number>('round($c)', values));
  });

  it('phpDate() is gmdate() for every letter it knows, on leap days, year ends and midnight', () => {
    // Setup
    const format = 'd D j l N S w z F m M n t L Y y a A g G h H i s U \\Y\\-\\m \\a\\t';
    const moments = ['2024-02-29T00:00:00', '2026-12-31T23:59:59', '2027-01-01T12:00:00', '2026-11-22T13:05:09', '2000-03-01T01:02:03', '1999-12-31T11:11:11'].map((iso) => new Date(`${iso}Z`));

    // Action
    const ours = moments.map((date) => phpDate(date, format));

    // Assert
    expect(ours).toEqual(php<string>(`gmdate(${JSON.stringify(format).replace(/\$/g, '\\$')}, $c)`, moments.map(unixTime)));
  });

  it('phpNumberString() is (string) of a float, and metaString() is maybe_serialize()', () => {
    // Setup
    const floats = [0.1 + 0.2, 51.50735091234567, -0.1276248, 1e21, 1.5e-7, -2.5e-5, 0.0001, 123456789012345.6, 129.5, 1 / 3];
    const values: PhpValue[] = [
      'plain',
      12,
      ['a', 'b'],
      [1, [2, 3]],
      phpArray([['12', 'twelve'], ['x', 'ex'], [-3, 'minus']]),
      phpArray([['label', 'Größe'], ['url', 'https://example.com/?a=1&b="2"']]),
    ];

    // Action
    const [ourFloats, ourValues] = [floats.map(phpNumberString), values.map(metaString)];

    // Assert
    expect(ourFloats).toEqual(php<string>('(string) (float) $c', floats));
    const asPhp = (value: PhpValue): unknown => (value instanceof Map ? { map: [...value].map(([k, v]) => [k, asPhp(v)]) } : Array.isArray(value) ? value.map(asPhp) : value);
    const rebuilt = php<string>(`maybe_serialize((function ($v) { $f = function ($v) use (&$f) { if (is_array($v) && isset($v['map'])) { $a = []; foreach ($v['map'] as [$k, $x]) { $a[$k] = $f($x); } return $a; } return is_array($v) ? array_map($f, $v) : $v; }; return $f($v); })($c))`, values.map(asPhp));
    expect(ourValues).toEqual(rebuilt.map((text, i) => (typeof values[i] === 'number' ? String(values[i]) : text)));
  });

  it('phpStripTags() is strip_tags()', () => {
    // Setup
    const inputs = ['<p>Hello <b>world</b></p>', 'a < b and c > d', '<a href="x>y">link</a>', '<!-- note -->text', '<?php echo 1; ?>after', '<scr<b>ipt>x', 'nul\0byte', '<div title=\'a>b\'>q</div>', 'unclosed <span', '<<b>>double'];

    // Action
    const ours = inputs.map(phpStripTags);

    // Assert
    expect(ours).toEqual(php<string>('strip_tags($c)', inputs));
  });

  it('removeAccents() is remove_accents() with the locale given', () => {
    // Setup
    const cases: Array<[string, string]> = [
      ['Ärger über Öl', 'de_DE'], ['Ärger über Öl', 'en_US'], ['Crème brûlée à la française', 'fr_FR'], ['Łódź, Kraków', 'pl_PL'],
      ['Ðakovo Æsir Œuvre', 'en_US'], ['İstanbul şehri', 'tr_TR'], ['Ålesund Ærø', 'da_DK'], ['Café decomposed', 'en_US'], ['plain ascii', 'en_US'],
    ];

    // Action
    const ours = cases.map(([text, locale]) => removeAccents(text, locale));

    // Assert
    expect(ours).toEqual(php<string>('remove_accents($c[0], $c[1])', cases));
  });
});
