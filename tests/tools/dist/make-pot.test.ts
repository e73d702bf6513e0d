import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve('tools/dist/make-pot.mjs');

describe('make-pot', () => {
  let plugin: string;

  beforeEach(() => {
    plugin = mkdtempSync(path.join(tmpdir(), 'seedpress-pot-'));
  });

  afterEach(() => {
    rmSync(plugin, { recursive: true, force: true });
  });

  function write(file: string, text: string): void {
    mkdirSync(path.dirname(path.join(plugin, file)), { recursive: true });
    writeFileSync(path.join(plugin, file), text);
  }

  function pot(): string {
    return execFileSync(process.execPath, [SCRIPT, plugin, '1.2.3'], { encoding: 'utf8' });
  }

  it('writes every seedpress string of PHP and JavaScript once, with references, context, plurals and translator comments', () => {
    // Setup
    write('seedpress.php', [
      '<?php',
      "echo esc_html__( 'It\\'s \"here\"', 'seedpress' );",
      "__( 'Other domain', 'another-plugin' );",
      '__( $not_a_literal, \'seedpress\' );',
      '$x->__( \'A method, not gettext\', \'seedpress\' );',
      'printf(',
      '\t/* translators: %s: a name. */',
      "\t__( 'Hello %s', 'seedpress' ),",
      '\t$name',
      ');',
    ].join('\n'));
    write('src/worker/notice.php', "<?php\n__( 'From src/worker', 'seedpress' );\n");
    write('src/list.php', "<?php\n_n( 'One item', '%d items', $count, 'seedpress' );\n_x( 'Post', 'post type', 'seedpress' );\n__( 'Hello %s', 'seedpress' );\n");
    write('admin/src/screen.js', "import { __ } from '@wordpress/i18n';\nconst label = __( \"Line\\none\", 'seedpress' );\n");
    write('admin/node_modules/pkg/index.js', "__( 'Never read', 'seedpress' );\n");

    // Action
    const output = pot();

    // Assert
    expect(output).toBe([
      '# Translation template for SeedPress 1.2.3.',
      '# This file is distributed under the same license as the SeedPress plugin (GPL-2.0-or-later).',
      'msgid ""', 'msgstr ""',
      '"Project-Id-Version: SeedPress 1.2.3\\n"', '"MIME-Version: 1.0\\n"',
      '"Content-Type: text/plain; charset=UTF-8\\n"', '"Content-Transfer-Encoding: 8bit\\n"',
      '"X-Domain: seedpress\\n"', '',
      '#: admin/src/screen.js:2',
      'msgid ""', '"Line\\n"', '"one"', 'msgstr ""', '',
      '#: seedpress.php:2',
      'msgid "It\'s \\"here\\""', 'msgstr ""', '',
      '#. translators: %s: a name.',
      '#: seedpress.php:8 src/list.php:4',
      'msgid "Hello %s"', 'msgstr ""', '',
      '#: src/list.php:2',
      'msgid "One item"', 'msgid_plural "%d items"', 'msgstr[0] ""', 'msgstr[1] ""', '',
      '#: src/list.php:3',
      'msgctxt "post type"', 'msgid "Post"', 'msgstr ""', '',
      '#: src/worker/notice.php:2',
      'msgid "From src/worker"', 'msgstr ""', '',
    ].join('\n'));
  });

  it('refuses to run without a plugin directory and a version', () => {
    expect(() => execFileSync(process.execPath, [SCRIPT], { encoding: 'utf8', stdio: 'pipe' })).toThrow(/usage: node tools\/dist\/make-pot.mjs <plugin dir> <version>/);
  });
});
