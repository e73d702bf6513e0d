import { existsSync } from 'node:fs';
import type { UserGenerationResult } from '../../worker/src/services/generation/user-generation.service.js';
import { runWordPressPhp } from '../support/wordpress-php.js';
import { WordPressSite } from '../support/wordpress.js';

/*
 * POST /generate/users through WordPress, read back with core's own functions: get_userdata(),
 * user_can(), get_avatar_url() (through the shell's pre_get_avatar_data filter) and
 * get_attached_file().
 */

const site = new WordPressSite();

interface UserView {
  login: string; email: string; url: string; display: string; first: string; last: string; nickname: string;
  description: string; roles: string[]; level: string; caps: Record<string, boolean>; avatar: string; avatarByEmail: string; avatarFile: string;
}

function coreView(ids: number[]): UserView[] {
  return JSON.parse(runWordPressPhp(`
    echo json_encode(array_map(function ($id) {
      $u = get_userdata($id);
      $attachment = (int) get_user_meta($id, '_seedpress_avatar', true);
      return ['login' => $u->user_login, 'email' => $u->user_email, 'url' => $u->user_url, 'display' => $u->display_name,
        'first' => $u->first_name, 'last' => $u->last_name, 'nickname' => $u->nickname, 'description' => $u->description,
        'roles' => array_values($u->roles), 'level' => get_user_meta($id, $GLOBALS['wpdb']->prefix . 'user_level', true),
        'caps' => ['edit_posts' => user_can($id, 'edit_posts'), 'publish_posts' => user_can($id, 'publish_posts'), 'edit_others_posts' => user_can($id, 'edit_others_posts'), 'read' => user_can($id, 'read')],
        'avatar' => get_avatar_url($id, ['size' => 96]), 'avatarByEmail' => get_avatar_url($u->user_email), 'avatarFile' => $attachment ? (string) get_attached_file($attachment) : ''];
    }, json_decode(stream_get_contents(STDIN), true)));
  `, JSON.stringify(ids))) as UserView[];
}

async function remove(ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const res = await site.api('DELETE', '/generate/delete', { as: 'admin', body: { type: 'user', ids } });
  expect(res.status).toBe(200);
}

describe('POST /generate/users through WordPress', () => {
  it('makes 12 users with complete profiles, default roles, real capabilities and local avatars', async () => {
    // Action
    const res = await site.api('POST', '/generate/users', { as: 'admin', body: { count: 12, avatar_provider: 'placeholder', seed: 21 } });

    // Assert
    const body = res.body as UserGenerationResult;
    const files: string[] = [];
    try {
      expect(res.status).toBe(200);
      expect(body).toEqual({ success: true, count: 12, ids: expect.any(Array), deleted_count: 0, message: '12 users generated successfully', warnings: [], time_saved: '30 minutes', seed: 21 });
      const users = coreView(body.ids);
      files.push(...users.map((u) => u.avatarFile));
      for (const user of users) {
        expect(user.roles).toHaveLength(1);
        expect(['subscriber', 'contributor', 'author']).toContain(user.roles[0]);
        expect(user.email).toMatch(/^[^@]+@example\.(com|net|org)$/);
        expect(user.url).toMatch(/^https:\/\/example\.(com|net|org)\/\S+$/);
        expect(user.display).toBe(`${user.first} ${user.last}`);
        expect(user.nickname).toBe(user.login);
        expect(user.description).not.toBe('');
        expect(user.level).toBe({ subscriber: '0', contributor: '1', author: '2' }[user.roles[0]!]);
        expect(user.caps).toEqual({ read: true, edit_posts: user.roles[0] !== 'subscriber', publish_posts: user.roles[0] === 'author', edit_others_posts: false });
        expect(user.avatar).toMatch(/\/wp-content\/uploads\/\d{4}\/\d{2}\/avatar-of-[^/]+-150x150\.jpg$/);
        expect(user.avatarByEmail).toBe(user.avatar);
        expect(existsSync(user.avatarFile)).toBe(true);
      }
      expect(new Set(users.map((u) => u.login)).size).toBe(12);
    } finally {
      await remove(body.ids ?? []);
    }
    // Deleting the users takes their portraits and files with them.
    expect(files.filter((file) => file === '' || existsSync(file))).toEqual([]);
  });

  it('gives everyone the role asked for, with its capabilities, and no avatar when none is asked for', async () => {
    // Action
    const res = await site.api('POST', '/generate/users', { as: 'admin', body: { count: 2, role: 'editor', generate_avatars: false } });

    // Assert
    const body = res.body as UserGenerationResult;
    try {
      expect(res.status).toBe(200);
      const users = coreView(body.ids);
      expect(users.map((u) => [u.roles, u.level, u.caps.edit_others_posts, u.avatarFile])).toEqual([[['editor'], '7', true, ''], [['editor'], '7', true, '']]);
    } finally {
      await remove(body.ids ?? []);
    }
  });

  it('lets an admin log in as a generated user the way the README says: a new password set on the profile', async () => {
    // Setup
    const res = await site.api('POST', '/generate/users', { as: 'admin', body: { count: 1, role: 'author', generate_avatars: false } });
    const [id] = (res.body as UserGenerationResult).ids;

    // Action: what Users → Edit → Set New Password saves, then a login with it.
    const login = JSON.parse(runWordPressPhp(`
      $id = (int) stream_get_contents(STDIN);
      $unknown = wp_check_password('', get_userdata($id)->user_pass, $id);
      wp_update_user(['ID' => $id, 'user_pass' => 'Correct-Horse-42']);
      $user = wp_authenticate(get_userdata($id)->user_login, 'Correct-Horse-42');
      echo json_encode(['unknown' => $unknown, 'id' => is_wp_error($user) ? $user->get_error_code() : $user->ID, 'can' => user_can($user, 'publish_posts')]);
    `, String(id))) as { unknown: boolean; id: number | string; can: boolean };

    // Assert
    try {
      expect(res.status).toBe(200);
      expect(login).toEqual({ unknown: false, id, can: true });
    } finally {
      await remove([id!]);
    }
  });

  it('with delete_existing, replaces the generated users, and the same seed and locale give the same people', async () => {
    // Setup
    const body = { count: 3, generate_avatars: false, locale: 'de_DE', seed: 77 };
    const first = (await site.api('POST', '/generate/users', { as: 'admin', body })).body as UserGenerationResult;
    const names = coreView(first.ids).map((u) => u.display);

    // Action
    const res = await site.api('POST', '/generate/users', { as: 'admin', body: { ...body, delete_existing: true } });

    // Assert
    const second = res.body as UserGenerationResult;
    try {
      expect(res.status).toBe(200);
      expect([second.count, second.deleted_count]).toEqual([3, 3]);
      expect(JSON.parse(runWordPressPhp('echo json_encode(array_map(fn($id) => (bool) get_userdata($id), json_decode(stream_get_contents(STDIN), true)));', JSON.stringify(first.ids)))).toEqual([false, false, false]);
      expect(coreView(second.ids).map((u) => u.display)).toEqual(names);
    } finally {
      await remove(second.ids ?? []);
    }
  });

  it('drafts a large run while writing it: the same seed gives the same people, a login taken meanwhile is made free', async () => {
    // Setup: 150 users (more than are drafted before the run's transaction), then a hand-made
    // user with the login the 111th had, after the generated ones are gone.
    const body = { count: 150, role: 'subscriber', generate_avatars: false, seed: 4242 };
    const first = (await site.api('POST', '/generate/users', { as: 'admin', body })).body as UserGenerationResult;
    const before = coreView(first.ids);
    await remove(first.ids);
    const taken = before[110]!.login;
    const handMade = Number(runWordPressPhp('echo wp_insert_user(["user_login" => $argv_login = trim(stream_get_contents(STDIN)), "user_pass" => wp_generate_password(), "user_email" => "hand-made-" . $argv_login . "@example.org", "role" => "subscriber"]);', taken));

    // Action
    const res = await site.api('POST', '/generate/users', { as: 'admin', body });

    // Assert: the same people in the same order; only the 111th gets another login, with her nickname.
    const second = res.body as UserGenerationResult;
    try {
      expect(res.status).toBe(200);
      expect(second.count).toBe(150);
      const after = coreView(second.ids);
      expect(after.map((u) => u.display)).toEqual(before.map((u) => u.display));
      expect(after.map((u, i) => (i === 110 ? taken : u.login))).toEqual(before.map((u) => u.login));
      expect(after[110]!.login).not.toBe(taken);
      expect(after[110]!.login.startsWith(taken.replace(/\d+$/, ''))).toBe(true);
      for (const user of after) {
        expect(user.nickname).toBe(user.login);
        expect(user.roles).toEqual(['subscriber']);
      }
      expect(new Set(after.map((u) => u.login)).size).toBe(150);
    } finally {
      await remove(second.ids ?? []);
      runWordPressPhp('require_once ABSPATH . "wp-admin/includes/user.php"; wp_delete_user((int) stream_get_contents(STDIN));', String(handMade));
    }
  });

  it('answers 400 for a role the site does not have, and writes nothing', async () => {
    // Setup
    const count = (): string => runWordPressPhp('global $wpdb; echo $wpdb->get_var("SELECT COUNT(*) FROM $wpdb->users");');
    const before = count();

    // Action
    const res = await site.api('POST', '/generate/users', { as: 'admin', body: { allowed_roles: ['author', 'zz_ghost'] } });

    // Assert
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: 'invalid_parameter', message: "Unknown role: zz_ghost. The site's roles are administrator, editor, author, contributor, subscriber." });
    expect(count()).toBe(before);
  });
});
