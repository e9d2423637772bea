/** Entry point of `npm run fuzz` (run with tsx); the work is in main.ts so tests can call it. */
import { main } from './main.ts';

process.exitCode = await main(process.argv.slice(2), { out: (line) => process.stdout.write(`${line}\n`), cwd: process.env.INIT_CWD ?? process.cwd() });
