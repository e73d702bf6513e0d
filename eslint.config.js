import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import wordpress from '@wordpress/eslint-plugin';

// The admin screens: browser code with JSX, built by @wordpress/scripts.
const ADMIN = 'plugin/admin/src/**/*.js';

// WordPress's recommended configuration speaks to every file ESLint is given; here it speaks to the
// admin screens alone (a config object's own globs, such as its test files', narrowed to them).
const forAdmin = (config) => ({ ...config, files: config.files ? config.files.map((glob) => [ADMIN, glob]) : [ADMIN] });

// Packages WordPress itself loads on the page (wp-i18n, wp-components, …): the build leaves them out
// (plugin/admin/build/index.asset.php names them), so they are no dependencies of the admin screens.
const WORDPRESS_SCRIPTS = ['a11y', 'api-fetch', 'components', 'compose', 'data', 'date', 'dom-ready', 'element', 'i18n', 'url'].map((name) => `@wordpress/${name}`);

export default tseslint.config(
  // The admin screens' sources are linted; the rest of plugin/ is PHP or built.
  { ignores: ['node_modules/', 'tools/vendor/', 'worker/dist/', 'cli/dist/', '.seedpress/', 'plugin/*', '!plugin/admin/', 'plugin/admin/*', '!plugin/admin/src/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
  ...wordpress.configs.recommended.map(forAdmin),
  {
    files: [ADMIN],
    settings: { 'import/core-modules': WORDPRESS_SCRIPTS },
    languageOptions: {
      globals: { window: 'readonly', document: 'readonly', TextDecoderStream: 'readonly', AbortController: 'readonly', Blob: 'readonly', URL: 'readonly' },
    },
  },
);
