// The bench's backend in a process of its own (decision 0069), on a Postgres database: at scale 10 Export All's
// answers (about 200 MB) pass through local-supabase's HTTP gateway, which in the bench's own thread competed with the
// tab's work (parsing the answers, building the CSV) as production's gateway never does. Prints {"url": ...} on one
// line of stdout once the stack is up; stops on SIGTERM.
import { startStack } from '../local-supabase/src/stack.ts';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: tsx bench/stack-process.ts <postgres url>');
const stack = await startStack({ port: 0, memory: false, databaseUrl, quiet: true });
process.stdout.write(`${JSON.stringify({ url: stack.url })}\n`);
const stop = () => void stack.stop().finally(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
