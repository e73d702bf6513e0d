import { isPublicAddress } from '../../../worker/src/net/address-policy.js';

/** How the WHATWG URL parser spells a URL's host: what the outbound client checks. */
const hostOf = (url: string): string => new URL(url).hostname;

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', false],
    ['127.255.255.254', false],
    ['10.0.0.1', false],
    ['10.255.255.255', false],
    ['172.16.0.1', false],
    ['172.31.255.255', false],
    ['172.32.0.1', true],
    ['192.168.1.1', false],
    ['100.64.0.1', false],
    ['100.127.255.255', false],
    ['100.128.0.1', true],
    ['169.254.169.254', false],
    ['169.254.0.1', false],
    ['0.0.0.0', false],
    ['0.1.2.3', false],
    ['224.0.0.1', false],
    ['239.255.255.250', false],
    ['255.255.255.255', false],
    ['240.0.0.1', false],
    ['192.0.2.10', false],
    ['198.51.100.7', false],
    ['203.0.113.9', false],
    ['198.18.0.1', false],
    ['192.0.0.8', false],
    ['192.88.99.1', false],
    ['8.8.8.8', true],
    ['1.1.1.1', true],
    ['93.184.216.34', true],
    ['151.101.1.1', true],
    ['::1', false],
    ['::', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:7f00:1', false],
    ['::ffff:169.254.169.254', false],
    ['::ffff:8.8.8.8', true],
    ['::127.0.0.1', false],
    ['fc00::1', false],
    ['fd12:3456::1', false],
    ['fe80::1', false],
    ['fec0::1', false],
    ['ff02::1', false],
    ['64:ff9b::7f00:1', false],
    ['64:ff9b::808:808', false],
    ['2002:7f00:1::1', false],
    ['2001:db8::1', false],
    ['2001::1', false],
    ['100::1', false],
    ['2606:4700:4700::1111', true],
    ['2a00:1450:4001:80b::200e', true],
    ['[::1]', false],
    ['[2606:4700:4700::1111]', true],
    ['localhost', false],
    ['example.com', false],
    ['', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });

  it.each([
    'http://127.1/',
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://0x7f000001/',
    'http://127.000.000.001/',
    'http://[::ffff:127.0.0.1]/',
    'http://[0:0:0:0:0:ffff:7f00:1]/',
    'http://0251.0376.0251.0376/',
    'http://[::]/',
  ])('refuses the loopback, link-local or unspecified host of %s once the URL parser has spelled it', (url) => {
    expect(isPublicAddress(hostOf(url))).toBe(false);
  });
});
