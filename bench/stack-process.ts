// The bench's backend in a process of its own (decisions 0069 and 0070), as production's never shares the tab's
// thread: at scale 10 Export All's answers (about 200 MB) pass through local-supabase's HTTP gateway, which in the
// bench's own thread competed with the tab's work (parsing the answers, building the CSV); on PGlite the database
// itself ran there too.
// On a Postgres database (argv[2]) the bench reaches it with its own connection; in memory (no argument) on PGlite,
// whose one session only this process holds, the bench's superuser SQL comes over the IPC channel
// ({ id, text, params } -> { id, rows } or { id, error }). Prints {"url": ...} on one line of stdout once the stack
// is up; stops on SIGTERM.
import { startStack } from '../local-supabase/src/stack.ts';

export type SqlRequest = { id: number; text: string; params?: unknown[] };
export type SqlReply = { id: number; rows?: unknown[]; error?: string };

const databaseUrl = process.argv[2];
const stack = await startStack(
  databaseUrl ? { port: 0, memory: false, databaseUrl, quiet: true } : { port: 0, memory: true, quiet: true },
);
if (!databaseUrl) {
  process.on('message', (message: SqlRequest) => {
    stack.sql(message.text, message.params).then(
      (rows) => process.send!({ id: message.id, rows } satisfies SqlReply),
      (err: unknown) =>
        process.send!({ id: message.id, error: String((err as Error)?.message ?? err) } satisfies SqlReply),
    );
  });
}
process.stdout.write(`${JSON.stringify({ url: stack.url })}\n`);
const stop = () => void stack.stop().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
