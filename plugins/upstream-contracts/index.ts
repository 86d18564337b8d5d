/**
 * Every contract of the site: the pieces of the performance layer a build
 * uses, and the theme components that replace an upstream one (src/theme/replaced.ts).
 */
import {pieces, type Piece} from '../performance/pieces';
import {SKIP_SWITCH, LAYER_SWITCH} from '../performance/switch';
import {replacedComponents} from '../../src/theme/replaced';
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
    owner: `src/theme/${component}`,
    files: upstream,
    switchOff: 'delete the component to use the upstream one again',
  }));
}

/** Every contract, whichever pieces a build uses: what `npm run upstream:record` records. */
export const allContracts = (): Contract[] => [...pieceContracts(pieces), ...componentContracts()];
