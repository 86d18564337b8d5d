/**
 * A path with every run of slashes made one: `/de//docs/srb` → `/de/docs/srb`.
 * Links built from the address (the language menu's) would otherwise start
 * with `//`, which browsers read as another host.
 */
export function singleSlashPath(pathname: string): string {
  return pathname.replace(/\/{2,}/g, '/');
}
