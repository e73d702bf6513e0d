import { execFileSync } from 'node:child_process';
import { need, readStackEnv, type StackEnv } from './stack-env.js';

/**
 * Runs PHP inside the stack's WordPress (or the one env names) through wp-load.php, as user 1,
 * and returns what it echoes. For checks that only WordPress's own functions can make.
 */
export function runWordPressPhp(code: string, input = '', env: StackEnv = readStackEnv()): string {
  const bootstrap = `
    $_SERVER['HTTP_HOST'] = parse_url(${JSON.stringify(need(env, 'SEEDPRESS_URL'))}, PHP_URL_HOST) . ':' . parse_url(${JSON.stringify(need(env, 'SEEDPRESS_URL'))}, PHP_URL_PORT);
    $_SERVER['REQUEST_URI'] = '/';
    $_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
    require ${JSON.stringify(`${need(env, 'SEEDPRESS_WP_PATH')}/wp-load.php`)};
    wp_set_current_user(1);
  `;
  return execFileSync('php', ['-d', 'display_errors=stderr', '-r', `${bootstrap}\n${code}`], { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}
