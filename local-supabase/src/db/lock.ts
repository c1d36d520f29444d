// A FIFO async mutex. PGlite has one session, so every user of the database
// (PostgREST's socket connection, auth, storage, stack.sql) takes this lock for a
// whole unit of work: a socket client holds it from its first message until
// Postgres reports ReadyForQuery 'I' (idle, no open transaction).
export class Lock {
  #held = false;
  #waiters: Array<() => void> = [];

  get held(): boolean {
    return this.#held;
  }

  async acquire(): Promise<() => void> {
    if (this.#held) await new Promise<void>((resolve) => this.#waiters.push(resolve));
    this.#held = true;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.#waiters.shift();
      if (next) next();
      else this.#held = false;
    };
  }

  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }
}
