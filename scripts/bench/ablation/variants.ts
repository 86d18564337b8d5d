/**
 * The builds the ablation compares: every performance piece on, every piece
 * off, and each performance piece off in turn, through the switch in
 * plugins/performance/switch.ts.
 */
import {LAYER_SWITCH, SKIP_SWITCH, pieceNames, type PieceName} from '../../../plugins/performance/switch';
import {pieces} from '../../../plugins/performance/pieces';

/**
 * Pieces that are part of the layer but not there for speed (`kind: 'fix'` in
 * plugins/performance/pieces.ts): the ablation does not switch them off on
 * their own (they are off in "all off" only).
 */
export const correctnessPieces: readonly PieceName[] = pieces.filter((piece) => piece.kind === 'fix').map((piece) => piece.name);

export interface Variant {
  /** Name on the command line (`--variants=`) and folder under bench/.ablation/. */
  id: string;
  /** Name in the report. */
  label: string;
  /** The switch's environment for this build; set in full, so the caller's environment cannot leak in. */
  env: Record<typeof LAYER_SWITCH | typeof SKIP_SWITCH, string>;
  /** The piece this build leaves out, for the verdicts. */
  piece?: PieceName;
  /** A build given with `--compare`, judged like a piece switched off: does what "all on" has and it lacks pay? */
  earlier?: true;
}

export const ALL_ON = 'all-on';
export const ALL_OFF = 'all-off';

/** all on, all off, then one variant per performance piece, in the order of `pieces`. */
export function ablationVariants(names: readonly PieceName[] = pieceNames): Variant[] {
  return [
    {id: ALL_ON, label: 'all on', env: {[LAYER_SWITCH]: 'on', [SKIP_SWITCH]: ''}},
    {id: ALL_OFF, label: 'all off', env: {[LAYER_SWITCH]: 'off', [SKIP_SWITCH]: ''}},
    ...names
      .filter((piece) => !correctnessPieces.includes(piece))
      .map((piece) => ({id: piece, label: `without ${piece}`, env: {[LAYER_SWITCH]: 'on', [SKIP_SWITCH]: piece}, piece})),
  ];
}

/**
 * The variants named by `--variants=a,b` (all of them when `list` is undefined),
 * in the order of `variants`. An unknown or empty name is an error that lists the names.
 */
export function selectVariants(variants: Variant[], list: string | undefined): Variant[] {
  if (list === undefined) return variants;
  const names = list.split(',').map((name) => name.trim());
  const known = variants.map((v) => v.id);
  const unknown = names.filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw new Error(`--variants: unknown variant ${unknown.map((n) => `"${n}"`).join(', ')}; the variants are ${known.join(', ')}.`);
  }
  return variants.filter((v) => names.includes(v.id));
}
