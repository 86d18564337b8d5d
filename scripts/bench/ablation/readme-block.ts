/**
 * The block of bench/README.md that `npm run bench -- --ablate --write-readme`
 * rewrites with the ablation's summary: everything between the two markers.
 */
export const BLOCK_START = '<!-- ablation:start -->';
export const BLOCK_END = '<!-- ablation:end -->';

/** `text` with the content between the markers replaced by `block`; `file` names the file in errors. */
export function replaceMarkedBlock(text: string, block: string, file: string): string {
  const count = (marker: string) => text.split(marker).length - 1;
  for (const marker of [BLOCK_START, BLOCK_END]) {
    if (count(marker) !== 1) throw new Error(`${file}: expected the marker ${marker} once, found it ${count(marker)} times.`);
  }
  const start = text.indexOf(BLOCK_START) + BLOCK_START.length;
  const end = text.indexOf(BLOCK_END);
  if (end < start) throw new Error(`${file}: ${BLOCK_END} comes before ${BLOCK_START}.`);
  return `${text.slice(0, start)}\n\n${block.trim()}\n\n${text.slice(end)}`;
}
