import { DummyDriver, Kysely, MysqlAdapter, MysqlIntrospector, MysqlQueryCompiler } from 'kysely';
import { NETWORK_TABLES, TABLES, type WordPressDatabase } from '../../../worker/src/db/schema.js';
import { TablePrefixPlugin } from '../../../worker/src/db/table-prefix.plugin.js';

// Compiles queries only: the driver never connects, so what is checked is the SQL text itself.
const compilerOnly = (plugin: TablePrefixPlugin) =>
  new Kysely<WordPressDatabase>({
    dialect: {
      createAdapter: () => new MysqlAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new MysqlIntrospector(k),
      createQueryCompiler: () => new MysqlQueryCompiler(),
    },
    plugins: [plugin],
  });
const db = compilerOnly(new TablePrefixPlugin('wp_2_', TABLES));

describe('TablePrefixPlugin', () => {
  it('prefixes tables and qualified column references', () => {
    // Action
    const { sql } = db
      .selectFrom('posts')
      .innerJoin('postmeta', 'postmeta.post_id', 'posts.ID')
      .select(['posts.ID', 'postmeta.meta_value'])
      .where('posts.post_type', '=', 'post')
      .compile();

    // Assert
    expect(sql).toBe(
      'select `wp_2_posts`.`ID`, `wp_2_postmeta`.`meta_value` from `wp_2_posts` inner join `wp_2_postmeta` on `wp_2_postmeta`.`post_id` = `wp_2_posts`.`ID` where `wp_2_posts`.`post_type` = ?',
    );
  });

  it('leaves aliases alone', () => {
    // Action
    const { sql } = db.selectFrom('posts as p').select('p.ID').compile();

    // Assert
    expect(sql).toBe('select `p`.`ID` from `wp_2_posts` as `p`');
  });

  it('prefixes inserts, updates and deletes', () => {
    expect(db.insertInto('options').values({ option_name: 'a', option_value: 'b', autoload: 'yes' }).compile().sql).toBe(
      'insert into `wp_2_options` (`option_name`, `option_value`, `autoload`) values (?, ?, ?)',
    );
    expect(db.updateTable('terms').set({ name: 'x' }).where('term_id', '=', 1).compile().sql).toBe(
      'update `wp_2_terms` set `name` = ? where `term_id` = ?',
    );
    expect(db.deleteFrom('seedpress_history').where('id', '=', 1).compile().sql).toBe('delete from `wp_2_seedpress_history` where `id` = ?');
  });

  it("puts a network's users and usermeta under its base prefix and the site's content under the site's", () => {
    // Setup
    const site = compilerOnly(new TablePrefixPlugin('wp_2_', TABLES.filter((t) => !NETWORK_TABLES.includes(t)), { prefix: 'wp_', tables: NETWORK_TABLES }));

    // Action
    const { sql } = site
      .selectFrom('users')
      .innerJoin('usermeta', 'usermeta.user_id', 'users.ID')
      .innerJoin('posts', 'posts.post_author', 'users.ID')
      .select(['users.ID', 'usermeta.meta_value', 'posts.ID as post'])
      .compile();

    // Assert
    expect(sql).toBe(
      'select `wp_users`.`ID`, `wp_usermeta`.`meta_value`, `wp_2_posts`.`ID` as `post` from `wp_users` inner join `wp_usermeta` on `wp_usermeta`.`user_id` = `wp_users`.`ID` inner join `wp_2_posts` on `wp_2_posts`.`post_author` = `wp_users`.`ID`',
    );
  });
});
