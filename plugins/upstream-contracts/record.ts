/**
 * `npm run upstream:record -- --reason "<what the review found>"`: records the hashes of the
 * upstream files every contract names, as installed now. Run it after reviewing what changed;
 * files that are new or changed need the reason, which is kept next to their hash.
 */
import fs from 'node:fs';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {readRecorded, record, recordedFile, siteDir} from './contracts';
import {allContracts} from '.';

const {values} = parseArgs({options: {reason: {type: 'string'}}});
try {
  const recorded = record(allContracts(), {previous: fs.existsSync(recordedFile) ? readRecorded() : undefined, reason: values.reason});
  fs.writeFileSync(recordedFile, `${JSON.stringify(recorded, null, 2)}\n`);
  console.log(`Recorded ${Object.keys(recorded.hashes).length} upstream files in ${path.relative(siteDir, recordedFile)}.`);
} catch (error) {
  console.error(`[upstream-contracts] ${(error as Error).message}`);
  process.exit(1);
}
