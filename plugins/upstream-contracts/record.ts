/**
 * `npm run upstream:record`: records the hashes of the upstream files every
 * contract names, as installed now. Run it after reviewing what changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import {record, recordedFile, siteDir} from './contracts';
import {allContracts} from '.';

const recorded = record(allContracts());
fs.writeFileSync(recordedFile, `${JSON.stringify(recorded, null, 2)}\n`);
console.log(`Recorded ${Object.keys(recorded.hashes).length} upstream files in ${path.relative(siteDir, recordedFile)}.`);
