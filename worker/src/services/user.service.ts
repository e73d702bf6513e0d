import { unserialize } from 'php-serialize';
import type { HostContext } from '../contract/host-context.js';
import type { UserRecord, UserRepository } from '../db/repositories/user.repository.js';

export interface UserView {
  id: number;
  login: string;
  email: string;
  display_name: string;
  roles: string[];
}

export interface RoleView {
  slug: string;
  name: string;
}

/** Roles as WP_User reads them: the keys of `{prefix}capabilities` that are registered roles. */
function rolesOf(host: HostContext, capabilities: string | null): string[] {
  if (!capabilities) return [];
  try {
    const caps = unserialize(capabilities) as Record<string, unknown>;
    return Object.keys(caps).filter((k) => caps[k] && host.roles[k] !== undefined);
  } catch {
    return [];
  }
}

export class UserService {
  constructor(private readonly users: UserRepository) {}

  async list(host: HostContext, filter: { roles: string[]; search?: string; per_page: number }): Promise<{ users: UserView[]; total: number }> {
    const { users, total } = await this.users.list({ roles: filter.roles, search: filter.search, limit: filter.per_page });
    return {
      users: users.map((u: UserRecord) => ({
        id: u.ID,
        login: u.user_login,
        email: u.user_email,
        display_name: u.display_name,
        roles: rolesOf(host, u.capabilities),
      })),
      total,
    };
  }

  roles(host: HostContext): RoleView[] {
    return Object.entries(host.roles).map(([slug, role]) => ({ slug, name: role.name }));
  }
}
