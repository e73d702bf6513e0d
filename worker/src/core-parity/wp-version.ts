/**
 * Whether the site's WordPress is at least major.minor: "6.8.7", "6.9" and a pre-release such as
 * "6.9-RC1" or "6.9-beta2" all are 6.9 or later, since a release's candidates already behave as the
 * release does. A version that cannot be read counts as current: new sites are the common case.
 */
export function isWordPressAtLeast(version: string, major: number, minor: number): boolean {
  const match = /^(\d+)\.(\d+)/.exec(version.trim());
  if (!match) return true;
  const [have, haveMinor] = [Number(match[1]), Number(match[2])];
  return have > major || (have === major && haveMinor >= minor);
}
