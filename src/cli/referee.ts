/**
 * Entry point of `npm run referee` (run with tsx). The work is in main.ts so tests can call it
 * without a child process.
 */
import { main } from './main.ts';

process.exitCode = await main(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
