import type { HostContext } from '../contract/host-context.js';
import type { SerializedOptionStore } from './option-store.js';

export const SETTINGS_OPTION = 'seedpress_settings';

export interface GeneralSettings {
  admin_locale: string;
  locale: string;
  default_post_count: number;
  default_term_count: number;
  default_user_count: number;
  delete_history_on_deactivate: boolean;
  delete_media_with_posts: boolean;
  auto_select_default_template: boolean;
  delete_related_media: boolean;
  delete_related_terms: boolean;
  delete_related_authors: boolean;
  delete_related_comments: boolean;
  default_image_provider: string;
  telemetry_enabled: boolean;
  save_and_generate_auto_run: boolean;
  child_generate_behavior: string;
  hourly_rate: number;
  text_source: string;
  /** Items per generate request instead of the computed capacity; null computes it. */
  capacity_override: number | null;
}

/** The spec's defaults ("General settings"). */
export const DEFAULT_SETTINGS: Readonly<GeneralSettings> = Object.freeze({
  admin_locale: 'auto',
  locale: 'auto',
  default_post_count: 5,
  default_term_count: 5,
  default_user_count: 5,
  delete_history_on_deactivate: false,
  delete_media_with_posts: false,
  auto_select_default_template: true,
  delete_related_media: true,
  delete_related_terms: true,
  delete_related_authors: true,
  delete_related_comments: true,
  default_image_provider: 'photos_keyword',
  telemetry_enabled: true,
  save_and_generate_auto_run: true,
  child_generate_behavior: 'ask',
  hourly_rate: 75,
  text_source: 'lorem',
  capacity_override: null,
});

type SettingKey = keyof GeneralSettings;
const KEYS = Object.keys(DEFAULT_SETTINGS) as SettingKey[];

/** Settings whose default is null: what a value of theirs must be otherwise. */
const NULLABLE: Partial<Record<SettingKey, (value: unknown) => boolean>> = { capacity_override: Number.isInteger };

function fits(key: SettingKey, value: unknown): boolean {
  const nullable = NULLABLE[key];
  return nullable === undefined ? typeof value === typeof DEFAULT_SETTINGS[key] : value === null || nullable(value);
}

/** Stored values of the right type win; anything else (absent, foreign, mistyped) falls back to the default. */
function merge(stored: Record<string, unknown> | undefined): GeneralSettings {
  const settings: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of KEYS) {
    const value = stored?.[key];
    if (value !== undefined && fits(key, value)) settings[key] = value;
  }
  return settings as unknown as GeneralSettings;
}

export class SettingsService {
  constructor(private readonly store: SerializedOptionStore) {}

  async get(): Promise<GeneralSettings> {
    return merge(await this.store.read(SETTINGS_OPTION));
  }

  /** Only the given properties change; returns them as saved. */
  async update(host: HostContext, changes: Partial<GeneralSettings>): Promise<Partial<GeneralSettings>> {
    const current = await this.get();
    const saved = Object.fromEntries(KEYS.filter((k) => k in changes).map((k) => [k, changes[k]])) as Partial<GeneralSettings>;
    await this.store.write(host, SETTINGS_OPTION, { ...current, ...saved });
    return saved;
  }
}
