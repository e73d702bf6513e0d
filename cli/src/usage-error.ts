/** A mistake in the command line: reported with a hint to --help and exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
