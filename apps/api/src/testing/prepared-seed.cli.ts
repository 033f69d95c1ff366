// `tsx prepared-seed.cli.ts prepare` prints the API_TEST_SEED value of a new
// seed as its last line; `… discard` removes the one API_TEST_SEED names.
import { discardSeed, prepareSeed } from './prepared-seed';

const command = process.argv[2];
const work =
  command === 'prepare'
    ? prepareSeed().then((seed) => void process.stdout.write(`\n${seed}\n`))
    : command === 'discard'
      ? discardSeed()
      : Promise.reject(new Error('usage: prepared-seed.cli.ts prepare|discard'));
work.catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
