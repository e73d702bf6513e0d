/**
 * Whether a WordPress version string ("6.8.7", "6.9-RC1") is at least major.minor. A version that
 * cannot be read counts as current: new sites are the common case.
 */
export function isAtLeast(version: string, major: number, minor: number): boolean {
  const match = /^(\d+)\.(\d+)/.exec(version);
  if (!match) return true;
  const [have, haveMinor] = [Number(match[1]), Number(match[2])];
  return have > major || (have === major && haveMinor >= minor);
}
