import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  // The admin screens' sources are linted; the rest of plugin/ is PHP or built.
  { ignores: ['node_modules/', 'tools/vendor/', 'worker/dist/', 'cli/dist/', '.seedpress/', 'plugin/*', '!plugin/admin/', 'plugin/admin/*', '!plugin/admin/src/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { process: 'readonly', console: 'readonly', Buffer: 'readonly' } },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }] },
  },
  {
    // Browser code with JSX, built by @wordpress/scripts.
    files: ['plugin/admin/src/**/*.js'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
    languageOptions: {
      parserOptions: { ecmaFeatures: { jsx: true } },
      globals: { window: 'readonly', document: 'readonly', TextDecoderStream: 'readonly', AbortController: 'readonly', Blob: 'readonly', URL: 'readonly' },
    },
  },
);
