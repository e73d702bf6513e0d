import type { HostContext } from '../contract/host-context.js';
import type { SerializedOptionStore } from './option-store.js';
import { maskKey, type SecretBox } from './secret-box.js';

export const AI_SETTINGS_OPTION = 'seedpress_ai_settings';
export const AI_PROVIDERS = ['ai_a', 'ai_b', 'ai_c'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

export interface AiSettingsView {
  enabled: boolean;
  provider: AiProvider;
  has_api_key: boolean;
  hive_enabled: boolean;
  providers: Record<AiProvider, { has_api_key: boolean; masked_api_key: string }>;
}

export type AiSummary = Omit<AiSettingsView, 'providers'>;

export interface AiSettingsChanges {
  enabled?: boolean;
  provider?: AiProvider;
  hive_enabled?: boolean;
  ai_a_api_key?: string;
  ai_b_api_key?: string;
  ai_c_api_key?: string;
}

interface StoredAiSettings {
  enabled: boolean;
  provider: AiProvider;
  hive_enabled: boolean;
  /** Sealed keys by provider; absent or '' when none. */
  keys: Partial<Record<AiProvider, string>>;
}

const isProvider = (value: unknown): value is AiProvider => AI_PROVIDERS.includes(value as AiProvider);

function parse(stored: Record<string, unknown> | undefined): StoredAiSettings {
  const keys = (typeof stored?.keys === 'object' && stored.keys !== null ? stored.keys : {}) as Record<string, unknown>;
  return {
    enabled: stored?.enabled === true,
    provider: isProvider(stored?.provider) ? stored.provider : 'ai_a',
    hive_enabled: stored?.hive_enabled === true,
    keys: Object.fromEntries(AI_PROVIDERS.filter((p) => typeof keys[p] === 'string' && keys[p] !== '').map((p) => [p, keys[p] as string])),
  };
}

/** Keys are write-only: stored sealed, shown masked, never returned whole. */
export class AiSettingsService {
  constructor(
    private readonly store: SerializedOptionStore,
    private readonly box: SecretBox,
  ) {}

  async view(): Promise<AiSettingsView> {
    const stored = parse(await this.store.read(AI_SETTINGS_OPTION));
    const providers = Object.fromEntries(
      AI_PROVIDERS.map((p) => {
        const key = stored.keys[p] ? (this.box.open(stored.keys[p]) ?? '') : '';
        return [p, { has_api_key: key !== '', masked_api_key: maskKey(key) }];
      }),
    ) as AiSettingsView['providers'];
    return {
      enabled: stored.enabled,
      provider: stored.provider,
      has_api_key: providers[stored.provider].has_api_key,
      hive_enabled: stored.hive_enabled,
      providers,
    };
  }

  /** The selected provider and its plain key, for server-side calls only; never part of any answer. */
  async credentials(): Promise<{ enabled: boolean; provider: AiProvider; apiKey: string }> {
    const stored = parse(await this.store.read(AI_SETTINGS_OPTION));
    const sealed = stored.keys[stored.provider];
    return { enabled: stored.enabled, provider: stored.provider, apiKey: sealed ? (this.box.open(sealed) ?? '') : '' };
  }

  async summary(): Promise<AiSummary> {
    const { enabled, provider, has_api_key, hive_enabled } = await this.view();
    return { enabled, provider, has_api_key, hive_enabled };
  }

  /** Omitted members keep their value; an omitted key keeps the stored key, an empty string removes it. */
  async update(host: HostContext, changes: AiSettingsChanges): Promise<AiSettingsView> {
    const stored = parse(await this.store.read(AI_SETTINGS_OPTION));
    const keys = { ...stored.keys };
    for (const provider of AI_PROVIDERS) {
      const key = changes[`${provider}_api_key`];
      if (key === undefined) continue;
      if (key.trim() === '') delete keys[provider];
      else keys[provider] = this.box.seal(key.trim());
    }
    await this.store.write(
      host,
      AI_SETTINGS_OPTION,
      {
        enabled: changes.enabled ?? stored.enabled,
        provider: changes.provider ?? stored.provider,
        hive_enabled: changes.hive_enabled ?? stored.hive_enabled,
        keys,
      },
      false,
    );
    return this.view();
  }
}
