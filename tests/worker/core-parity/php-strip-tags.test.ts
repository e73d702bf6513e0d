import { phpStripTags } from '../../../worker/src/core-parity/php-strip-tags.js';

// Expected values are PHP 8.2's strip_tags() output for the same input.
const CASES: Array<[input: string, output: string]> = [
  ['<b>bold</b> text', 'bold text'],
  ['a < b and c > d', 'a < b and c > d'],
  ['<a title="x>y">link</a>', 'link'],
  ["<span title='it>s'>ok</span>", 'ok'],
  ['before<!-- a comment -->after', 'beforeafter'],
  ['<!DOCTYPE html><p>x</p>', 'x'],
  ['<?php echo 1; ?>after', 'after'],
  ['<?xml version="1.0"?><r>v</r>', 'v'],
  ['<a<b>c>d', 'd'],
  ['nul\0byte', 'nulbyte'],
  ['unclosed <tag', 'unclosed '],
  ['2 > 1', '2 > 1'],
  ['>> Çà et là — “quoted” > ok', '>> Çà et là — “quoted” > ok'],
  ['only a late nul\0', 'only a late nul'],
  ['only a late <', 'only a late '],
];

describe('phpStripTags', () => {
  it.each(CASES)('%j → %j', (input, output) => {
    // Action
    const result = phpStripTags(input);

    // Assert
    expect(result).toBe(output);
  });
});
