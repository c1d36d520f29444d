// The stack of the rush (bench/rush.ts), in a process of its own: the families' driver and local-supabase (its
// gateway, auth and bcrypt run on one Node thread) must not share an event loop, or the driver measures its own
// queueing. Usage: tsx bench/rush-stack.ts '<StackOptions as JSON>'; prints {"url", "anonKey"} as one line once up;
// stops on SIGTERM / SIGINT or when its parent goes away (stdin closed).
import { startStack } from '../local-supabase/src/stack.ts';

const stack = await startStack(JSON.parse(process.argv[2] ?? '{}'));
process.stdout.write(`${JSON.stringify({ url: stack.url, anonKey: stack.anonKey })}\n`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await stack.stop().catch(() => {});
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
process.stdin.on('end', () => void stop());
process.stdin.resume();
