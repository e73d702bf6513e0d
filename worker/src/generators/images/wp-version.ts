/** Whether a WordPress version string ("6.8.7", "6.0", "6.1-RC1") is at least major.minor. */
export function isWordPressAtLeast(version: string, major: number, minor: number): boolean {
  const [maj = 0, min = 0] = version.split(/[.-]/).map((part) => Number.parseInt(part, 10) || 0);
  return maj > major || (maj === major && min >= minor);
}
