/**
 * Entry point of `npm run referee` (run with tsx). The work is in main.ts so tests can call it
 * without a child process.
 */
import { main } from './main.ts';

// `npm run referee -- dir | head` closes the pipe early; that ends the run, it is not a crash.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = await main(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
