/** Entry point of `npm run puzzle` (run with tsx); the work is in puzzle.ts so tests call it in-process. */
import { puzzleMain } from './puzzle.ts';

process.exitCode = await puzzleMain(process.argv.slice(2), {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  cwd: process.env.INIT_CWD ?? process.cwd(),
});
