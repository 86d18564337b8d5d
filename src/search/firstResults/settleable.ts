/** A promise settled from outside; a rejection nobody waits for is not reported. */
export interface Settleable<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

export function settleable<T>(): Settleable<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  promise.catch(() => undefined);
  return {promise, resolve, reject};
}
