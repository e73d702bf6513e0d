import { isNetworkSitePrefix } from '../../../worker/src/services/site-registry.js';

describe('isNetworkSitePrefix', () => {
  it.each([
    ['wp_2_', 'wp_'],
    ['wp_10_', 'wp_'],
    ['shop_37_', 'shop_'],
  ])('takes %s as a site of the network under %s', (prefix, base) => {
    expect(isNetworkSitePrefix(prefix, base)).toBe(true);
  });

  it.each([
    ['wp_', 'wp_', 'the base prefix itself (the main site, served without opening)'],
    ['wp_0_', 'wp_', 'site 0'],
    ['wp_02_', 'wp_', 'a leading zero'],
    ['wp_2', 'wp_', 'no closing underscore'],
    ['wp_x_', 'wp_', 'no number'],
    ['other_2_', 'wp_', 'another base prefix'],
    ['wp_2_3_', 'wp_', 'a site of a site'],
  ])('refuses %s under %s: %s', (prefix, base) => {
    expect(isNetworkSitePrefix(prefix, base)).toBe(false);
  });
});
