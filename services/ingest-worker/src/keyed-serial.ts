/** Runs tasks with the same key one after another; tasks with different keys run side by side. */
export function keyedSerial() {
  const tails = new Map<string, Promise<unknown>>();
  return function serial<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const prev = tails.get(key) ?? Promise.resolve();
    const next = prev.catch(() => undefined).then(fn);
    tails.set(key, next);
    void next
      .finally(() => {
        if (tails.get(key) === next) tails.delete(key);
      })
      .catch(() => undefined);
    return next;
  };
}
