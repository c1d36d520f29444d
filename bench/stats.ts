// min / median / max in milliseconds, rounded to 0.1 ms.
export type Stat = { min: number; median: number; max: number; n: number };

const r1 = (x: number) => Math.round(x * 10) / 10;

export function statOf(samples: number[]): Stat {
  const s = [...samples].sort((a, b) => a - b);
  const mid = s.length >> 1;
  const median = s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
  return { min: r1(s[0]), median: r1(median), max: r1(s[s.length - 1]), n: s.length };
}

/** Runs fn `runs` times in a row and returns the timing statistics. */
export async function timed(runs: number, fn: () => Promise<unknown> | unknown): Promise<Stat> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  return statOf(times);
}

export const fmt = (s: Stat) => `${s.min} / ${s.median} / ${s.max}`;
