/**
 * `npm run upstream:report`: the contracts the installed packages break, as
 * Markdown (for the upgrade rehearsal's job summary). Always exits 0: the
 * build is what stops on a broken contract.
 */
import {brokenContracts, readRecorded} from './contracts';
import {allContracts} from '.';

const broken = brokenContracts(allContracts(), readRecorded());
console.log('### Contracts on upstream files\n');
console.log(
  broken.length
    ? `${broken.length} broken:\n\n\`\`\`text\n${broken.join('\n')}\n\`\`\``
    : 'Every contract holds: the files the site depends on did not change.',
);
