import { htmlSplit, wpautop } from '../../../worker/src/core-parity/wpautop.js';

// Expected outputs: WordPress 6.8's wpautop() (wpautop.int.test.ts compares every case with the
// site's own function).

describe('wpautop', () => {
  it.each([
    ['', ''],
    [' \n ', ''],
    ['One line', '<p>One line</p>\n'],
    ['<p>Born in <strong>Lyon</strong>.</p>', '<p>Born in <strong>Lyon</strong>.</p>\n'],
    ['<p>One.</p>\n<p>Two.</p>', '<p>One.</p>\n<p>Two.</p>\n'],
    ['First.\n\nSecond,\nbroken.', '<p>First.</p>\n<p>Second,<br />\nbroken.</p>\n'],
    ['<ul>\n<li>One</li>\n<li>Two</li>\n</ul>', '<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n'],
    ['Before\n<pre>a\n\nb</pre>\nAfter', '<p>Before</p>\n<pre>a\n\nb</pre>\n<p>After</p>\n'],
    ['<a\nhref="x">link</a>', '<p><a\nhref="x">link</a></p>\n'],
    ['A\u00a0\n\u00a0B', '<p>A\u00a0<br />\n\u00a0B</p>\n'],
  ])('%j', (input, expected) => {
    // Action
    const output = wpautop(input);

    // Assert
    expect(output).toBe(expected);
  });
});

describe('htmlSplit', () => {
  it('alternates text and elements, comments to -->, CDATA to ]]>, an unclosed tag to the end', () => {
    // Action
    const parts = htmlSplit('a<b>c<!-- d > e -->f<![CDATA[ g > ]]>h<!-->i<j');

    // Assert
    expect(parts).toEqual(['a', '<b>', 'c', '<!-- d > e -->', 'f', '<![CDATA[ g > ]]>', 'h', '<!-->', 'i', '<j', '']);
  });
});
