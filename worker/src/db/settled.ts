/**
 * Promise.all() for statements of one transaction: a failure is raised only once every statement
 * has settled, so none is still running when the caller's transaction rolls back.
 */
export async function allSettled<T extends readonly unknown[]>(statements: { [K in keyof T]: Promise<T[K]> }): Promise<T> {
  const settled = await Promise.allSettled(statements);
  const failed = settled.find((r) => r.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
