import type mysql from 'mysql2/promise';

/*
 * The database's floor: the same rows SeedPress writes for a run after a cleanup (its author pool
 * of 3 users with core's usermeta, posts, post meta, term relationships, comments, comment meta,
 * term counts, and one history row per created post, comment and author), as raw multi-row
 * INSERTs from Node in one transaction, ids read back (never assuming consecutive AUTO_INCREMENT
 * ids): posts by slug with their final guid (the pretty permalink, as SeedPress writes it),
 * comments in id order, nothing else. Text is prepared before the clock starts. Every post carries
 * `_bench_marker` = marker in its meta (one of its meta rows, as SeedPress's flag is), every
 * comment too; users and history rows carry the marker in their login and batch id.
 */

export interface RawOptions {
  mode: 'full' | 'plain';
  count: number;
  prefix: string;
  marker: string;
  home: string;
  /** permalink_structure: the guid is the post's permalink; only %postname% is filled in. */
  permalinkStructure: string;
  categoryTt: number[];
  tagTt: number[];
  defaultCategoryTt: number;
}

export interface RawResult {
  seconds: number;
  statements: number;
  rows: Record<string, number>;
}

const WORDS = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore et dolore magna aliqua enim ad minim veniam quis nostrud exercitation ullamco laboris nisi aliquip commodo consequat'.split(' ');
const int = (min: number, max: number): number => min + Math.floor(Math.random() * (max - min + 1));
const words = (n: number): string => Array.from({ length: n }, () => WORDS[int(0, WORDS.length - 1)]).join(' ');
const upper = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const pad = (n: number): string => String(n).padStart(2, '0');
const mysqlDate = (ms: number): string => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
};
const pick = <T>(pool: T[], n: number): T[] => [...pool].sort(() => Math.random() - 0.5).slice(0, n);

function content(): string {
  const blocks = [`<!-- wp:heading -->\n<h2 class="wp-block-heading">${upper(words(4))}</h2>\n<!-- /wp:heading -->`];
  for (let i = int(3, 6); i > 0; i--) blocks.push(`<!-- wp:paragraph -->\n<p>${upper(words(int(40, 70)))}.</p>\n<!-- /wp:paragraph -->`);
  return blocks.join('\n\n');
}

function fields(): Array<[string, string]> {
  return [
    ['bench_price', (int(100, 99999) / 100).toFixed(2)],
    ['bench_rating', String(int(1, 5))],
    ['bench_date', mysqlDate(Date.now() - int(0, 365) * 86_400_000).slice(0, 10)],
    ['bench_email', `${words(1)}${int(1, 999)}@example.org`],
    ['bench_subtitle', words(int(2, 6))],
    ['bench_url', `https://${words(1)}.example.com/${words(1)}`],
    ['bench_phone', `+1 555 ${int(100, 999)} ${int(1000, 9999)}`],
    ['bench_city', `${upper(words(1))}ville`],
    ['bench_color', `#${int(0, 0xffffff).toString(16).padStart(6, '0')}`],
    ['bench_in_stock', String(int(0, 1))],
  ];
}

/** The author pool SeedPress creates after a cleanup (AUTHOR_POOL), with a bcrypt-shaped hash. */
const AUTHORS = ['Ada', 'Grace', 'Linus'];
const PASSWORD_HASH = '$wp$2y$10$abcdefghijklmnopqrstuuJ0Jx0Qm8pZ2bYV3kY7b3Xy6yqv9uE1Wy';

/** Rows per multi-row INSERT: one statement per table at this size, well under max_allowed_packet. */
const CHUNK = 10_000;
function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

export async function rawInsert(db: mysql.Connection, o: RawOptions): Promise<RawResult> {
  const p = o.prefix;
  const full = o.mode === 'full';
  const now = Date.now();
  if (!o.permalinkStructure.includes('%postname%') || o.permalinkStructure.replace('%postname%', '').includes('%')) throw new Error(`Only %postname% permalinks are supported here, not ${o.permalinkStructure}`);

  // Prepared before the clock starts, like the text of (b).
  const plan = Array.from({ length: o.count }, (_, i) => {
    const dateMs = now - int(60, 365 * 86_400) * 1000;
    const title = upper(words(int(4, 8)));
    const slug = `${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${o.marker}-${i}`;
    return {
      date: mysqlDate(dateMs),
      title,
      slug,
      guid: `${o.home}${o.permalinkStructure.replace('%postname%', slug)}`,
      content: content(),
      excerpt: `${upper(words(20))}.`,
      fields: full ? fields() : [],
      terms: full ? [...pick(o.categoryTt, 3), ...pick(o.tagTt, 3)] : [o.defaultCategoryTt],
      comments: full ? [0, 1].map((n) => ({ text: `${upper(words(int(12, 40)))}.`, date: mysqlDate(Math.min(now, dateMs + 3_600_000 * (n + 1))), author: upper(words(2)), email: `${words(1)}@example.net`, ip: `192.0.2.${int(1, 254)}` })) : [],
    };
  });

  let statements = 0;
  const run = async (sql: string, values: unknown[] = []): Promise<unknown> => {
    statements++;
    const [result] = await db.query(sql, values);
    return result;
  };
  const rows = { users: 0, usermeta: 0, posts: 0, postmeta: 0, term_relationships: 0, comments: 0, commentmeta: 0, history: 0 };
  const created = mysqlDate(now);
  const historyRow = (type: string, id: number, subtype: string, extra: Record<string, unknown> = {}): unknown[] =>
    [type, id, subtype, JSON.stringify({ locale: 'en_US', variation_profile: 'none', template_name: null, seed: 1, generation_time: 0.5, ...extra }), o.marker, created];
  const insertHistory = (entries: unknown[][]): Promise<unknown> =>
    run(`INSERT INTO ${p}seedpress_history (content_type, content_id, content_subtype, meta, batch_id, created_at) VALUES ?`, [entries]);

  const start = process.hrtime.bigint();
  await run('START TRANSACTION');

  // The author pool: users with the usermeta wp_insert_user() writes, read back by login.
  const logins = AUTHORS.map((name) => `${o.marker}-${name.toLowerCase()}`);
  await run(
    `INSERT INTO ${p}users (user_login, user_pass, user_nicename, user_email, user_url, user_registered, user_activation_key, user_status, display_name) VALUES ?`,
    [logins.map((login, i) => [login, PASSWORD_HASH, login, `${login}@example.org`, '', created, '', 0, `${AUTHORS[i]} Bench`])],
  );
  const users = (await run(`SELECT ID, user_login FROM ${p}users WHERE user_login IN (?)`, [logins])) as Array<{ ID: number; user_login: string }>;
  const authorIds = logins.map((login) => users.find((u) => u.user_login === login)!.ID);
  const usermeta = authorIds.flatMap((id, i) => [
    ['nickname', logins[i]], ['first_name', AUTHORS[i]], ['last_name', 'Bench'], ['description', ''], ['rich_editing', 'true'], ['syntax_highlighting', 'true'],
    ['comment_shortcuts', 'false'], ['admin_color', 'fresh'], ['use_ssl', '0'], ['show_admin_bar_front', 'true'], ['locale', ''],
    [`${p}capabilities`, 'a:1:{s:6:"author";b:1;}'], [`${p}user_level`, '2'], ['_seedpress_generated', '1'],
  ].map(([k, v]) => [id, k, v]));
  await run(`INSERT INTO ${p}usermeta (user_id, meta_key, meta_value) VALUES ?`, [usermeta]);
  rows.users = authorIds.length;
  rows.usermeta = usermeta.length;

  // Posts with their guid (the permalink, no id in it), ids read back by slug from the first id on.
  let firstId = Infinity;
  for (const part of chunks(plan)) {
    const result = (await run(
      `INSERT INTO ${p}posts (post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt, post_status, comment_status, ping_status, post_password, post_name, to_ping, pinged, post_modified, post_modified_gmt, post_content_filtered, post_parent, guid, menu_order, post_type, post_mime_type, comment_count) VALUES ?`,
      [part.map((x, i) => [authorIds[i % authorIds.length], x.date, x.date, x.content, x.title, x.excerpt, 'publish', 'open', 'open', '', x.slug, '', '', x.date, x.date, '', 0, x.guid, 0, 'post', '', x.comments.length])],
    )) as mysql.ResultSetHeader;
    firstId = Math.min(firstId, result.insertId);
  }
  const found = (await run(`SELECT ID, post_name FROM ${p}posts WHERE ID >= ? AND post_type = 'post' AND post_name IN (?)`, [firstId, plan.map((x) => x.slug)])) as Array<{ ID: number; post_name: string }>;
  const idOf = new Map(found.map((r) => [r.post_name, r.ID]));
  const ids = plan.map((x) => idOf.get(x.slug)!);
  rows.posts = ids.length;

  // Post meta: the marker (SeedPress's flag) and the ten fields.
  const meta = plan.flatMap((x, i) => [[ids[i], '_bench_marker', o.marker], ...x.fields.map(([k, v]) => [ids[i], k, v])]);
  for (const part of chunks(meta)) await run(`INSERT INTO ${p}postmeta (post_id, meta_key, meta_value) VALUES ?`, [part]);
  rows.postmeta = meta.length;

  // Term relationships and the counts they change.
  const rels = plan.flatMap((x, i) => x.terms.map((tt) => [ids[i], tt, 0]));
  for (const part of chunks(rels)) await run(`INSERT INTO ${p}term_relationships (object_id, term_taxonomy_id, term_order) VALUES ?`, [part]);
  rows.term_relationships = rels.length;
  const added = new Map<number, number>();
  for (const [, tt] of rels) added.set(tt as number, (added.get(tt as number) ?? 0) + 1);
  const cases = [...added].map(([tt, n]) => `WHEN ${tt} THEN ${n}`).join(' ');
  await run(`UPDATE ${p}term_taxonomy SET count = count + CASE term_taxonomy_id ${cases} END WHERE term_taxonomy_id IN (?)`, [[...added.keys()]]);

  // Comments, ids read back in id order (the order of the rows, as SeedPress reads them), their meta.
  const comments = plan.flatMap((x, i) => x.comments.map((c) => ({ ...c, postId: ids[i]! })));
  if (comments.length > 0) {
    let firstComment = Infinity;
    for (const part of chunks(comments)) {
      const result = (await run(
        `INSERT INTO ${p}comments (comment_post_ID, comment_author, comment_author_email, comment_author_url, comment_author_IP, comment_date, comment_date_gmt, comment_content, comment_karma, comment_approved, comment_agent, comment_type, comment_parent, user_id) VALUES ?`,
        [part.map((c) => [c.postId, c.author, c.email, '', c.ip, c.date, c.date, c.text, 0, '1', 'Mozilla/5.0 (X11; Linux x86_64) bench', 'comment', 0, 0])],
      )) as mysql.ResultSetHeader;
      firstComment = Math.min(firstComment, result.insertId);
    }
    const got = (await run(`SELECT comment_ID FROM ${p}comments WHERE comment_ID >= ? AND comment_post_ID IN (?) ORDER BY comment_ID`, [firstComment, ids])) as Array<{ comment_ID: number }>;
    const commentIds = got.map((r) => r.comment_ID);
    for (const part of chunks(commentIds.map((id) => [id, '_bench_marker', o.marker]))) await run(`INSERT INTO ${p}commentmeta (comment_id, meta_key, meta_value) VALUES ?`, [part]);
    rows.comments = commentIds.length;
    rows.commentmeta = commentIds.length;
    for (const part of chunks(commentIds.map((id) => historyRow('comment', id, 'post')))) await insertHistory(part);
    rows.history += commentIds.length;
  }

  // History: one row per post (with its own facts, as SeedPress records them) and per author.
  const postHistory = ids.map((id, i) => historyRow('post', id, 'post', { has_featured_image: false, custom_fields_populated: plan[i]!.fields.length, taxonomies_assigned: full ? ['category', 'post_tag'] : [] }));
  for (const part of chunks([...postHistory, ...authorIds.map((id) => historyRow('user', id, 'author'))])) await insertHistory(part);
  rows.history += ids.length + authorIds.length;

  await run('COMMIT');
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { seconds, statements, rows };
}

/** Removes every post (with its meta, relationships, comments and their meta) marked `_bench_marker` = marker; recounts the terms it used. */
export async function removeMarked(db: mysql.Connection, prefix: string, marker: string): Promise<number> {
  const p = prefix;
  // The raw floor's authors and history rows (the other steps of the bench make none).
  await db.query(`DELETE m FROM ${p}usermeta m JOIN ${p}users u ON u.ID = m.user_id WHERE u.user_login LIKE ?`, [`${marker}-%`]);
  await db.query(`DELETE FROM ${p}users WHERE user_login LIKE ?`, [`${marker}-%`]);
  await db.query(`DELETE FROM ${p}seedpress_history WHERE batch_id = ?`, [marker]);
  const [posts] = await db.query<mysql.RowDataPacket[]>(`SELECT post_id FROM ${p}postmeta WHERE meta_key = '_bench_marker' AND meta_value = ?`, [marker]);
  const ids = posts.map((r) => Number(r.post_id));
  if (ids.length === 0) return 0;
  const [tts] = await db.query<mysql.RowDataPacket[]>(`SELECT DISTINCT term_taxonomy_id FROM ${p}term_relationships WHERE object_id IN (?)`, [ids]);
  await db.query('START TRANSACTION');
  await db.query(`DELETE m FROM ${p}commentmeta m JOIN ${p}comments c ON c.comment_ID = m.comment_id WHERE c.comment_post_ID IN (?)`, [ids]);
  await db.query(`DELETE FROM ${p}comments WHERE comment_post_ID IN (?)`, [ids]);
  await db.query(`DELETE FROM ${p}postmeta WHERE post_id IN (?)`, [ids]);
  await db.query(`DELETE FROM ${p}term_relationships WHERE object_id IN (?)`, [ids]);
  await db.query(`DELETE FROM ${p}posts WHERE ID IN (?)`, [ids]);
  if (tts.length > 0) {
    // _update_post_term_count(): published posts of the taxonomy's types (here: posts).
    await db.query(
      `UPDATE ${p}term_taxonomy tt SET count = (SELECT COUNT(*) FROM ${p}term_relationships tr JOIN ${p}posts po ON po.ID = tr.object_id WHERE tr.term_taxonomy_id = tt.term_taxonomy_id AND po.post_status = 'publish' AND po.post_type = 'post') WHERE tt.term_taxonomy_id IN (?)`,
      [tts.map((r) => Number(r.term_taxonomy_id))],
    );
  }
  await db.query('COMMIT');
  return ids.length;
}
