import type { Logger } from 'pino';
import type { Config } from '../config.js';
import type { RequestValidator } from '../contract/validation.js';
import { siteDatabase, type Database } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { siteTablesExist } from '../db/repositories/site-table.repository.js';
import { ApiError, ErrorCode } from '../errors.js';
import { removeFilesOfUnfinishedRuns } from './generation/unfinished-runs.js';
import { createServices, createSharedResources, type LicenseTiming, type Services, type SharedResources } from './services.js';

export interface SiteDependencies {
  config: Config;
  /** The database under DB_PREFIX, migrated by the server before it listens. */
  db: Database;
  validator: RequestValidator;
  logger: Logger;
  license?: Partial<LicenseTiming>;
}

/**
 * A WordPress network's site `n` keeps its tables under `<base>n_`: the only prefixes besides
 * DB_PREFIX itself that one worker serves.
 */
export function isNetworkSitePrefix(prefix: string, base: string): boolean {
  return prefix.startsWith(base) && /^[1-9]\d*_$/.test(prefix.slice(base.length));
}

/**
 * One worker serves every site of a network. The site comes from the shell's signed token (never
 * from the client); its services are built on its first call, after its own SeedPress tables are
 * migrated, and kept for the worker's life. `T` is what the app derives from a site's services
 * (its route handlers), built once alongside them.
 */
export interface Site<T> {
  services: Services;
  derived: T;
}

export class SiteRegistry<T> {
  private readonly shared: SharedResources;
  /** The site under DB_PREFIX: a single site, or a network's main site. */
  readonly main: Site<T>;
  private readonly sites = new Map<string, Promise<Site<T>>>();

  constructor(
    private readonly deps: SiteDependencies,
    private readonly derive: (services: Services) => T,
  ) {
    this.shared = createSharedResources(deps.config);
    this.main = this.build(deps.db, deps.config.db.prefix);
    this.sites.set(deps.config.db.prefix, Promise.resolve(this.main));
  }

  /** The site under this table prefix; the main site without one. */
  site(prefix: string = this.deps.config.db.prefix): Promise<Site<T>> {
    let site = this.sites.get(prefix);
    if (!site) {
      site = this.open(prefix);
      this.sites.set(prefix, site);
      // A failed opening (say, tables not there yet) is tried again on the next call.
      site.catch(() => this.sites.delete(prefix));
    }
    return site;
  }

  private async open(prefix: string): Promise<Site<T>> {
    const base = this.deps.config.db.prefix;
    // A site this worker does not serve, as one whose tables are missing: the caller's to fix (the worker's settings), not a failure of the worker's.
    if (!isNetworkSitePrefix(prefix, base)) {
      throw new ApiError(
        ErrorCode.NotFound,
        `The worker serves the tables under "${base}" (DB_PREFIX) and those of its network's sites ("${base}2_", …), not "${prefix}". Start it with DB_PREFIX set to the site's $table_prefix from wp-config.php.`,
      );
    }
    if (!(await siteTablesExist(this.deps.db, prefix))) {
      throw new ApiError(ErrorCode.NotFound, `No site of this network has its tables under "${prefix}".`);
    }
    const db = siteDatabase(this.deps.db, prefix, base);
    await migrateToLatest(db, prefix);
    await removeFilesOfUnfinishedRuns(db, this.deps.logger);
    return this.build(db, prefix);
  }

  private build(db: Database, prefix: string): Site<T> {
    const { config, validator, logger, license } = this.deps;
    const services = createServices(config, db, validator, logger, { prefix, shared: this.shared, ...(license ? { license } : {}) });
    return { services, derived: this.derive(services) };
  }
}
