import type { HostContext, InstalledPlugin } from '../../../worker/src/contract/host-context.js';
import { PluginService } from '../../../worker/src/services/plugin.service.js';

const withPlugins = (plugins: InstalledPlugin[]) => ({ plugins, addons: [] }) as unknown as HostContext;

describe('PluginService.detected', () => {
  it('reports installed field plugins, active or not, and ignores the rest', () => {
    // Setup
    const host = withPlugins([
      { file: 'akismet/akismet.php', name: 'Akismet Anti-spam', version: '5.3', active: true },
      { file: 'advanced-custom-fields-pro/acf.php', name: 'Advanced Custom Fields PRO', version: '6.3.1', active: true },
      { file: 'meta-box/meta-box.php', name: 'Meta Box', version: '5.9.10', active: false },
      { file: 'pods/init.php', name: 'Pods - Custom Content Types and Fields', version: '3.2.1', active: false },
      { file: 'jet-engine/jet-engine.php', name: 'JetEngine', version: '3.5.0', active: true },
      { file: 'cmb2/init.php', name: 'CMB2', version: '2.11.0', active: true },
      { file: 'carbon-fields-plugin/carbon-fields-plugin.php', name: 'Carbon Fields', version: '3.6.3', active: false },
      { file: 'hello.php', name: 'Hello Dolly', version: '1.7.2', active: false },
    ]);

    // Action
    const result = new PluginService().detected(host);

    // Assert
    expect(result).toEqual({
      plugins: [
        { name: 'Advanced Custom Fields PRO', slug: 'advanced-custom-fields-pro', version: '6.3.1', active: true },
        { name: 'Meta Box', slug: 'meta-box', version: '5.9.10', active: false },
        { name: 'Pods - Custom Content Types and Fields', slug: 'pods', version: '3.2.1', active: false },
        { name: 'JetEngine', slug: 'jet-engine', version: '3.5.0', active: true },
        { name: 'CMB2', slug: 'cmb2', version: '2.11.0', active: true },
        { name: 'Carbon Fields', slug: 'carbon-fields-plugin', version: '3.6.3', active: false },
      ],
      summary: { total: 6, active: 3, inactive: 3 },
    });
  });
});
