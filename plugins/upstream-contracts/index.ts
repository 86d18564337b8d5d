/**
 * Every contract of the site: the pieces of the performance layer a build
 * uses, the theme components that replace an upstream one (./replaced.ts),
 * and the other files allowed to import a framework internal (config/internals.json).
 */
import {pieces, type Piece} from '../performance/pieces';
import {SKIP_SWITCH, LAYER_SWITCH} from '../performance/switch';
import {replacedComponents} from './replaced';
import internals from '../../config/internals.json';
import type {Contract} from './contracts';

export function pieceContracts(enabled: readonly Piece[]): Contract[] {
  return enabled.map((piece) => ({
    owner: `plugins/performance/${piece.name}`,
    files: piece.upstream,
    switchOff: `build without the piece: ${SKIP_SWITCH}=${piece.name} (or ${LAYER_SWITCH}=off)`,
  }));
}

export function componentContracts(): Contract[] {
  return replacedComponents.map(({component, upstream}) => ({
    owner: component,
    files: upstream,
    switchOff: 'delete the component to use the upstream one again',
  }));
}

export function internalImportContracts(): Contract[] {
  return internals.allowed.flatMap(({file, upstream}) =>
    upstream ? [{owner: file, files: upstream, switchOff: `make ${file} do without the internal (config/internals.json)`}] : [],
  );
}

/** Every contract, whichever pieces a build uses: what `npm run upstream:record` records. */
export const allContracts = (): Contract[] => [...pieceContracts(pieces), ...componentContracts(), ...internalImportContracts()];
