// Runs test stages side by side within a processor budget: a stage starts, in list order, once the stages it comes
// after have passed and its cores fit in what the running stages leave. Each output line is prefixed with its
// stage's name. The first failure stops the stages still running; a table of each stage's start and time ends it.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { createInterface } from 'node:readline';

/**
 * @typedef {{ id: string, title: string, cmd: string, args: string[], env?: Record<string, string>,
 *   after?: string[], cores?: number }} Stage
 * @param {Stage[]} stages
 * @returns {Promise<boolean>} whether every stage passed
 */
export function runStages(stages, { cwd, capacity = Number(process.env.TEST_CORES) || availableParallelism() }) {
  const started = Date.now();
  const known = new Set(stages.map((s) => s.id));
  /** @type {Map<string, { stage: Stage, status: string, start?: number, end?: number, child?: import('node:child_process').ChildProcess, cores: number }>} */
  const runs = new Map(
    stages.map((s) => [s.id, { stage: s, status: 'waiting', cores: Math.min(s.cores ?? 1, capacity) }]),
  );
  const width = Math.max(...stages.map((s) => s.id.length));
  let used = 0;
  let failed = false;

  return new Promise((resolve) => {
    const ready = (run) => (run.stage.after ?? []).every((id) => !known.has(id) || runs.get(id).status === 'passed');

    const start = (run) => {
      const { stage } = run;
      run.status = 'running';
      run.start = Date.now();
      used += run.cores;
      console.log(`\n=== ${stage.title} ===`);
      // Its own process group, so stopping it stops what it started (browsers, stacks, Postgres).
      const child = spawn(stage.cmd, stage.args, {
        cwd,
        env: { ...process.env, ...stage.env },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      });
      run.child = child;
      const prefix = `[${stage.id.padEnd(width)}] `;
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix}${line}\n`));
      child.on('exit', (code, signal) => {
        run.end = Date.now();
        used -= run.cores;
        const seconds = ((run.end - run.start) / 1000).toFixed(1);
        if (code === 0) {
          run.status = 'passed';
          console.log(`✓ ${stage.title} (${seconds} s)`);
        } else if (run.status === 'stopping') {
          run.status = 'stopped';
        } else {
          run.status = 'failed';
          console.error(`\n✗ ${stage.title} failed (${signal ?? `exit ${code}`}, ${seconds} s)`);
          if (!failed) stopAll();
          failed = true;
        }
        pump();
      });
    };

    const stopAll = () => {
      for (const run of runs.values()) {
        if (run.status !== 'running') continue;
        run.status = 'stopping';
        try {
          process.kill(-run.child.pid, 'SIGTERM');
        } catch {
          /* already gone */
        }
      }
    };

    const pump = () => {
      if (!failed)
        for (const run of runs.values())
          if (run.status === 'waiting' && ready(run) && used + run.cores <= capacity) start(run);
      const active = [...runs.values()].some((r) => r.status === 'running' || r.status === 'stopping');
      const waiting = !failed && [...runs.values()].some((r) => r.status === 'waiting');
      if (!active && waiting) {
        // Nothing can start: a stage comes after one that did not pass.
        failed = true;
      }
      if (!active && (failed || !waiting)) {
        printTable(runs, started, capacity);
        resolve(!failed);
      }
    };

    for (const signal of ['SIGINT', 'SIGTERM'])
      process.on(signal, () => {
        failed = true;
        stopAll();
      });
    pump();
  });
}

const clock = (ms) => `${Math.floor(ms / 60000)}:${String(Math.floor((ms % 60000) / 1000)).padStart(2, '0')}`;

function printTable(runs, started, capacity) {
  const rows = [...runs.values()];
  const titleWidth = Math.max(...rows.map((r) => r.stage.title.length));
  console.log(`\nStages (${capacity} cores; start is minutes:seconds after npm test began):`);
  console.log(`  ${'stage'.padEnd(titleWidth)}  start   time      result`);
  for (const r of rows) {
    const time = r.start && r.end ? `${((r.end - r.start) / 1000).toFixed(1)} s` : '';
    const start = r.start ? clock(r.start - started) : '';
    console.log(`  ${r.stage.title.padEnd(titleWidth)}  ${start.padStart(5)}  ${time.padStart(8)}  ${r.status}`);
  }
  console.log(
    `  ${'all stages (wall clock)'.padEnd(titleWidth)}  ${'0:00'.padStart(5)}  ${clock(Date.now() - started).padStart(8)}`,
  );
}
