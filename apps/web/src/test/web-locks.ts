/**
 * The Web Locks API (navigator.locks) for tests: Node and jsdom have none. Like the browser's, one manager
 * stands for one origin's lock table, shared by all the "tabs" a test makes; requests of a name are granted
 * in order, exclusive ones alone, shared ones together, and a grant arrives as a task, not synchronously.
 */
interface Waiter {
  mode: LockMode;
  grant: () => void;
}

export function createWebLocks(): LockManager {
  const held = new Map<string, { mode: LockMode; count: number }>();
  const queues = new Map<string, Waiter[]>();

  function pump(name: string) {
    const queue = queues.get(name) ?? [];
    while (queue.length > 0) {
      const next = queue[0]!;
      const current = held.get(name);
      const free = !current || (current.mode === 'shared' && next.mode === 'shared');
      if (!free) return;
      queue.shift();
      held.set(name, { mode: next.mode, count: (current?.count ?? 0) + 1 });
      setTimeout(next.grant, 0);
    }
  }

  function release(name: string) {
    const current = held.get(name);
    if (!current) return;
    if (current.count > 1) held.set(name, { ...current, count: current.count - 1 });
    else held.delete(name);
    pump(name);
  }

  const manager = {
    request<T>(
      name: string,
      optionsOrCallback: LockOptions | ((lock: Lock | null) => T),
      maybeCallback?: (lock: Lock | null) => T,
    ): Promise<Awaited<T>> {
      const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
      const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback)!;
      const mode = options.mode ?? 'exclusive';
      return new Promise<Awaited<T>>((resolve, reject) => {
        const grant = () => {
          Promise.resolve()
            .then(async () => {
              resolve((await callback({ name, mode })) as Awaited<T>);
            })
            .catch(reject)
            .finally(() => release(name));
        };
        const queue = queues.get(name) ?? [];
        queues.set(name, [...queue, { mode, grant }]);
        pump(name);
      });
    },
    query(): Promise<LockManagerSnapshot> {
      const list: LockInfo[] = [];
      for (const [name, { mode, count }] of held)
        for (let i = 0; i < count; i++) list.push({ name, mode, clientId: `client-${i}` });
      return Promise.resolve({ held: list, pending: [] });
    },
  };
  return manager as LockManager;
}
