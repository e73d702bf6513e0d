import type { Addon, HostContext } from '../contract/host-context.js';

export interface DetectedPlugin {
  name: string;
  slug: string;
  version: string;
  active: boolean;
}

/** The field plugins SeedPress has adapters for, by their wordpress.org folder names. */
const FIELD_PLUGIN_FOLDERS: Readonly<Record<string, string>> = Object.freeze({
  'advanced-custom-fields': 'Advanced Custom Fields',
  'advanced-custom-fields-pro': 'Advanced Custom Fields PRO',
  'secure-custom-fields': 'Secure Custom Fields',
  'meta-box': 'Meta Box',
  pods: 'Pods',
  'jet-engine': 'JetEngine',
  cmb2: 'CMB2',
  'carbon-fields': 'Carbon Fields',
  'carbon-fields-plugin': 'Carbon Fields',
});

export class PluginService {
  /** Installed field plugins, active or not. */
  detected(host: HostContext): { plugins: DetectedPlugin[]; summary: { total: number; active: number; inactive: number } } {
    const plugins = host.plugins
      .map((p) => ({ plugin: p, folder: p.file.split('/')[0] ?? '' }))
      .filter(({ folder }) => FIELD_PLUGIN_FOLDERS[folder] !== undefined)
      .map(({ plugin, folder }) => ({ name: plugin.name || FIELD_PLUGIN_FOLDERS[folder]!, slug: folder, version: plugin.version, active: plugin.active }));
    const active = plugins.filter((p) => p.active).length;
    return { plugins, summary: { total: plugins.length, active, inactive: plugins.length - active } };
  }

  addons(host: HostContext): Addon[] {
    return host.addons;
  }
}
